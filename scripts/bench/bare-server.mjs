// The bench's baseline: a bare Fastify route per path answering the same bytes the platform
// answers (read as JSON { path: { type, body } } from stdin) — no plugins, no database.
import Fastify from 'fastify';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const bodies = JSON.parse(input);
const app = Fastify({ logger: false });
for (const [path, { type, body }] of Object.entries(bodies)) {
  const bytes = Buffer.from(body, 'utf8');
  app.get(path, async (_request, reply) => reply.type(type).send(bytes));
}
app.get('/__ready', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
