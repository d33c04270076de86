// The raw-socket limit: what this machine and load generator reach against a bare Node HTTP server
// answering the same bytes with no work at all, measured beside each page so its figure has a ceiling.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { measure } from './load.mjs';

const SERVER = `
const { createServer } = require('node:http');
const body = Buffer.alloc(Number(process.argv[1]), 'x');
const server = createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

/**
 * Loads a bare server answering `bytes` bytes per request, as `measure` loads a page.
 * @param {number} bytes
 * @param {{ connections?: number; duration?: number }} [options]
 */
export async function rawSocketLimit(bytes, { connections = 20, duration = 5 } = {}) {
  const child = spawn(process.execPath, ['-e', SERVER, String(bytes)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const [chunk] = await once(child.stdout, 'data');
    const port = Number(String(chunk).trim());
    return await measure(`http://127.0.0.1:${port}/`, { connections, duration });
  } finally {
    child.kill();
  }
}
