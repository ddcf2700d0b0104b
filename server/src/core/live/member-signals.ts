import type { MemberTopic } from '@lobby/shared-api/contract';
import type { Db } from '../db';
import { afterCommit, inTransaction, rootOf } from '../db';

/** Told, once a change committed, which of a member's topics it touched. */
export type MemberSignalListener = (memberId: number, topics: MemberTopic[]) => void;

const listeners = new WeakMap<object, Set<MemberSignalListener>>();
/** Topics touched per member inside an open transaction, sent together when it commits. */
const pending = new WeakMap<object, Map<number, Set<MemberTopic>>>();

/**
 * Listens to the member signals of one database (the live plugin forwards them to the member's
 * own channel). Keyed by database so that several apps in one process (tests) stay apart.
 */
export function onMemberSignal(db: object, listener: MemberSignalListener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

function send(root: object, memberId: number, topics: MemberTopic[]) {
  for (const listener of [...(listeners.get(root) ?? [])]) {
    try {
      listener(memberId, topics);
    } catch {
      // A failing listener never fails the change that signalled.
    }
  }
}

/**
 * Says that something of `memberId`'s changed (their balance, a notification, a ticket…). Inside
 * withTransaction the signal waits for the commit (never sent on rollback) and a transaction's
 * signals to one member go out as one message; outside a transaction it is sent at once. Called by
 * the code that makes the change (the ledger, notify(), the services), so every path that changes
 * a member's state reaches their open pages.
 */
export function signalMember(db: Db, memberId: number, topic: MemberTopic): void {
  const root = rootOf(db);
  if (!listeners.get(root)?.size) return;
  if (!inTransaction(db)) {
    send(root, memberId, [topic]);
    return;
  }
  let byMember = pending.get(db);
  if (!byMember) {
    const touched = new Map<number, Set<MemberTopic>>();
    pending.set(db, (byMember = touched));
    afterCommit(db, () => {
      pending.delete(db);
      for (const [id, topics] of touched) send(root, id, [...topics]);
    });
  }
  let topics = byMember.get(memberId);
  if (!topics) byMember.set(memberId, (topics = new Set()));
  topics.add(topic);
}
