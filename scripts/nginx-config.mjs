// deploy/nginx.conf.template filled in for one machine: what `npm run cluster` runs, and what envsubst
// does with the same names in production (docs/deploy.md).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureCommand } from './debian-packages.mjs';

/**
 * A local edge: its port, the instances' ports, the folder it runs in, the site's address, and where
 * its access log goes (`off` unless given).
 * @typedef {{ port: number; instancePorts: number[]; runDir: string; siteUrl: string; accessLog?: string }} EdgeOptions
 */

const TEMPLATE = new URL('../deploy/nginx.conf.template', import.meta.url);
const NAME = /\$\{(FURLONG_[A-Z_]+)\}/g;

/**
 * The template with every ${FURLONG_*} replaced; a name without a value is an error, not an empty string.
 * @param {string} template
 * @param {Record<string, string | number>} values
 * @returns {string}
 */
export function renderTemplate(template, values) {
  return template.replace(NAME, (_, /** @type {string} */ name) => {
    if (!(name in values)) throw new Error(`deploy/nginx.conf.template: no value for ${name}`);
    return String(values[name]);
  });
}

/**
 * The upstream block's servers, one a line. None is ever marked down (`max_fails=0`): nginx counts an
 * answer whose headers it cannot read as a failure whatever proxy_next_upstream says, so with a count one
 * page's bad answer, asked for again and again, would take its instances out of service, and with them
 * every address; a request that cannot reach its instance goes to the next all the same
 * (deploy/nginx.conf.template, docs/decisions/0031).
 * @param {number[]} ports
 * @param {string} [host]
 * @returns {string}
 */
export function upstreamServers(ports, host = '127.0.0.1') {
  if (ports.length === 0) throw new Error('the edge needs at least one instance');
  return ports.map((port) => `server ${host}:${port} max_fails=0;`).join('\n    ');
}

/**
 * The values for a local edge on `port` in front of instances on `instancePorts`.
 * @param {EdgeOptions} options
 * @returns {Record<string, string>}
 */
export function localEdgeValues({ port, instancePorts, runDir, siteUrl, accessLog = 'off' }) {
  return {
    FURLONG_LISTEN: `127.0.0.1:${port}`,
    FURLONG_UPSTREAM_SERVERS: upstreamServers(instancePorts),
    FURLONG_RUN_DIR: runDir,
    FURLONG_CACHE_DIR: `${runDir}/cache`,
    FURLONG_ACCESS_LOG: accessLog,
    FURLONG_SECURE_COOKIE: String(siteUrl).startsWith('https:') ? '; Secure' : '',
  };
}

/**
 * Writes the local edge's nginx.conf into `runDir` and has nginx check it: throws when nginx refuses
 * it. Returns the nginx to run and the file, for `nginx -p <runDir>/ -c <config> -g 'daemon off;'`, and
 * what nginx printed while checking (warnings; as a user other than root, the alert that it cannot open
 * the system's error log, which does not stop it).
 * @param {EdgeOptions} options
 * @returns {{ nginx: string; config: string; warnings: string }}
 */
export function writeEdgeConfig({ port, instancePorts, runDir, siteUrl, accessLog }) {
  const nginx = ensureCommand('nginx');
  const config = path.join(runDir, 'nginx.conf');
  const values = localEdgeValues({ port, instancePorts, runDir, siteUrl, accessLog });
  writeFileSync(config, renderTemplate(readFileSync(TEMPLATE, 'utf8'), values));
  const checked = spawnSync(nginx, ['-t', '-q', '-p', `${runDir}/`, '-c', config], { encoding: 'utf8' });
  if (checked.status !== 0)
    throw new Error(`nginx refused ${config}:\n${checked.stderr}${checked.error ?? ''}`);
  return { nginx, config, warnings: checked.stderr };
}
