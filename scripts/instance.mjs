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

/** Node's arguments for an instance. */
export const instanceArgs = () => [`--max-old-space-size=${INSTANCE_HEAP_MB}`, SERVE_SCRIPT];
