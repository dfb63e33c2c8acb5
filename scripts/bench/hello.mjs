// The baseline of the API benchmarks: a bare Fastify hello-world route, nothing else, in its own
// process (like the server). `node scripts/bench/hello.mjs <port>`; prints "ready" when listening.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
console.log('ready');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
