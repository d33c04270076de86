#!/usr/bin/env node
// `npm run cluster`: the site as several instances behind nginx, sharing Next's cache on Redis, on one
// machine (docs/deploy.md). An instance that dies is started again (scripts/supervisor.mjs); Ctrl-C stops
// everything.
import { clusterOptions, startCluster } from './cluster-run.mjs';

const options = clusterOptions();
let cluster;
try {
  cluster = await startCluster(options);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.log(
  `\nFurlong is running at ${cluster.edgeUrl} (nginx), in front of ${cluster.instances
    .map(({ url }) => url)
    .join(', ')}; Next's cache on ${cluster.redisUrl}` +
    (cluster.sandboxUrl ? `; the sandbox at ${cluster.sandboxUrl}` : '') +
    '\n',
);
// Runs until interrupted; scripts/processes.mjs stops every child then.
await new Promise(() => {});
