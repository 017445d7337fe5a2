import Fastify from 'fastify';

/**
 * The bare Fastify baseline of the benchmark: one route, no database, no plugins. The ratio of
 * the API's figures to this one's says what the shop's own work costs on this machine.
 */
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 8090), host: '127.0.0.1' });
console.log('ready');
