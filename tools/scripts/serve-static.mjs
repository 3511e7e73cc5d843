// Serves a folder over HTTP (used to serve the built Storybook to the visual tests).
// usage: node tools/scripts/serve-static.mjs <dir> <port>
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { resolve } from 'node:path';

const [dir, port] = process.argv.slice(2);
if (!dir || !port) {
  console.error('usage: node tools/scripts/serve-static.mjs <dir> <port>');
  process.exit(2);
}
const app = Fastify();
await app.register(fastifyStatic, { root: resolve(dir) });
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log(`serving ${dir} at http://127.0.0.1:${port}`);
