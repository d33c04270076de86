// How one site instance is started, the same for `npm start` and each instance of the cluster.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The production server, the one entry however the site is served. */
export const SERVE_SCRIPT = path.join(root, 'server', 'main.mjs');
/**
 * An instance's V8 heap, in MB (docs/deploy.md). Under the race-day mix an instance's live heap stays
 * near 150 MB, but left to its default limit V8 lets the heap grow far past that before it collects:
 * 450 MB of RSS and more. At 256 MB an instance stays under 300 MB with the same throughput.
 */
export const INSTANCE_HEAP_MB = 256;
/**
 * Each half of V8's young generation, in MB: 8 rather than its default 16 takes about 15 MB off an
 * instance's RSS under the race-day mix, with the same throughput (docs/performance.md).
 */
export const INSTANCE_SEMI_SPACE_MB = 8;

/** Node's arguments for an instance. */
export const instanceArgs = () => [
  `--max-old-space-size=${INSTANCE_HEAP_MB}`,
  `--max-semi-space-size=${INSTANCE_SEMI_SPACE_MB}`,
  SERVE_SCRIPT,
];
