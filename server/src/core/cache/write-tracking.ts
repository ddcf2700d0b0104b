import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/** Told the tables a committed write changed (one call per statement, or per transaction). */
export type TablesWrittenListener = (tables: ReadonlySet<string>) => void;

/** Where a database's writes are announced: the read cache subscribes (core/cache/plugin.ts). */
export interface WriteTracker {
  subscribe(listener: TablesWrittenListener): () => void;
}

// The table after INSERT [OR …] INTO, UPDATE or DELETE FROM, quoted or not, schema-qualified or not.
const WRITE_TARGET =
  /\b(?:insert\s+(?:or\s+\w+\s+)?into|update|delete\s+from|merge\s+into|truncate(?:\s+table)?)\s+((?:"[^"]+"|[A-Za-z_][\w$]*)(?:\s*\.\s*(?:"[^"]+"|[A-Za-z_][\w$]*))?)/gi;
const TX_START = /^\s*(begin|start\s+transaction)\b/i;
const TX_END = /^\s*(commit|end|rollback)\b/i;
const ROLLBACK = /^\s*rollback\b(?!\s+to\b)/i;

type Node = { kind?: string; [key: string]: unknown } | undefined;

/** A table's name from a TableNode, or from the AliasNode around one. */
function tableName(node: Node): string | null {
  if (!node) return null;
  if (node.kind === 'AliasNode') return tableName(node.node as Node);
  if (node.kind === 'TableNode') {
    const table = node.table as { identifier?: { name?: string } } | undefined;
    return table?.identifier?.name ?? null;
  }
  return null;
}

/** The tables a statement writes to (empty for reads): from the query tree, or a raw SQL's text. */
export function tablesWritten(query: CompiledQuery): string[] {
  const node = query.query as unknown as Node;
  const kind = node?.kind;
  if (kind === 'InsertQueryNode')
    return [tableName(node!.into as Node)].filter(Boolean) as string[];
  if (kind === 'UpdateQueryNode' || kind === 'MergeQueryNode') {
    const target = (kind === 'UpdateQueryNode' ? node!.table : node!.into) as Node;
    return [tableName(target)].filter(Boolean) as string[];
  }
  if (kind === 'DeleteQueryNode') {
    const from = node!.from as { froms?: Node[] } | undefined;
    return (from?.froms ?? []).map(tableName).filter(Boolean) as string[];
  }
  if (kind && kind !== 'RawNode') return [];
  const out: string[] = [];
  for (const m of query.sql.matchAll(WRITE_TARGET)) {
    const name = m[1]!.split('.').pop()!.trim().replace(/^"|"$/g, '');
    // `ON CONFLICT … DO UPDATE SET` names no table.
    if (name.toLowerCase() !== 'set') out.push(name);
  }
  return out;
}

interface ConnectionState {
  /** Tables written inside the open transaction, announced when it commits. */
  pending: Set<string> | null;
}

/**
 * A dialect whose driver reports every committed write: a statement outside a transaction is
 * announced when it has run; inside one (Kysely's transaction() or the raw BEGIN … COMMIT of
 * withTransaction) the tables are announced once the COMMIT has run, never before — so a reader
 * that loads between the write and the commit is discarded by the cache's version check.
 */
export function trackWrites(dialect: Dialect): { dialect: Dialect; tracker: WriteTracker } {
  const listeners = new Set<TablesWrittenListener>();
  const announce = (tables: Set<string>) => {
    if (tables.size === 0) return;
    for (const l of listeners) {
      try {
        l(tables);
      } catch {
        /* a listener's failure must not fail the write */
      }
    }
  };
  const states = new WeakMap<DatabaseConnection, ConnectionState>();
  const stateOf = (c: DatabaseConnection) => {
    let s = states.get(c);
    if (!s) states.set(c, (s = { pending: null }));
    return s;
  };
  const end = (state: ConnectionState, committed: boolean) => {
    const pending = state.pending;
    state.pending = null;
    if (committed && pending) announce(pending);
  };

  /** The wrapped connection handed to Kysely; the driver gets the inner one back. */
  const inner = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const wrap = (conn: DatabaseConnection): DatabaseConnection => {
    const state = stateOf(conn);
    const wrapped: DatabaseConnection = {
      async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
        const result = await conn.executeQuery<R>(query);
        const kind = query.query?.kind;
        if (!kind || kind === 'RawNode') {
          if (TX_START.test(query.sql)) state.pending = new Set();
          else if (TX_END.test(query.sql)) end(state, !ROLLBACK.test(query.sql));
        }
        const tables = tablesWritten(query);
        if (tables.length > 0) {
          if (state.pending) for (const t of tables) state.pending.add(t);
          else announce(new Set(tables));
        }
        return result;
      },
      streamQuery: <R>(query: CompiledQuery, chunkSize?: number) =>
        conn.streamQuery<R>(query, chunkSize),
    };
    inner.set(wrapped, conn);
    return wrapped;
  };
  const unwrap = (c: DatabaseConnection) => inner.get(c) ?? c;

  const wrapDriver = (driver: Driver): Driver => ({
    init: () => driver.init(),
    acquireConnection: async () => wrap(await driver.acquireConnection()),
    async beginTransaction(c: DatabaseConnection, settings: TransactionSettings) {
      await driver.beginTransaction(unwrap(c), settings);
      stateOf(unwrap(c)).pending = new Set();
    },
    async commitTransaction(c: DatabaseConnection) {
      await driver.commitTransaction(unwrap(c));
      end(stateOf(unwrap(c)), true);
    },
    async rollbackTransaction(c: DatabaseConnection) {
      try {
        await driver.rollbackTransaction(unwrap(c));
      } finally {
        end(stateOf(unwrap(c)), false);
      }
    },
    ...(driver.savepoint
      ? { savepoint: (c, name, compile) => driver.savepoint!(unwrap(c), name, compile) }
      : {}),
    ...(driver.rollbackToSavepoint
      ? {
          rollbackToSavepoint: (c, name, compile) =>
            driver.rollbackToSavepoint!(unwrap(c), name, compile),
        }
      : {}),
    ...(driver.releaseSavepoint
      ? {
          releaseSavepoint: (c, name, compile) =>
            driver.releaseSavepoint!(unwrap(c), name, compile),
        }
      : {}),
    releaseConnection: (c: DatabaseConnection) => driver.releaseConnection(unwrap(c)),
    destroy: () => driver.destroy(),
  });

  return {
    dialect: {
      createAdapter: () => dialect.createAdapter(),
      createDriver: () => wrapDriver(dialect.createDriver()),
      createIntrospector: (db) => dialect.createIntrospector(db),
      createQueryCompiler: () => dialect.createQueryCompiler(),
    },
    tracker: {
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  };
}
