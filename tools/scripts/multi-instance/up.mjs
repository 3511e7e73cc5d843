// `tools/scripts/multi-instance.sh up`: starts the cluster (cluster.mjs) and keeps it until Ctrl-C.
import { startCluster } from './cluster.mjs';

const cluster = await startCluster({ port: Number(process.env.MULTI_PORT ?? 8080), databaseUrl: process.env.MULTI_DATABASE_URL, fresh: process.env.MULTI_FRESH !== '0', keep: true });
console.log(`the mall on two instances: ${cluster.url}
  storefront-servers: ${cluster.storefronts.map((s) => `${s.url} (metrics ${s.metrics})`).join(', ')}
  mall-apis:          ${cluster.apis.map((a) => `${a.url} (metrics ${a.metrics})`).join(', ')}
  logs:               ${cluster.dir}/*.log
Ctrl-C stops everything (each server drains first).`);
const stop = () => void cluster.stop().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
