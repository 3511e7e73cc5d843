export { buildServer, PROXIED_PREFIXES, type ServerOptions } from './server';
