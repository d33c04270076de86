// deploy/nginx.conf.template filled in for one machine: what `npm run cluster` runs, and what envsubst
// does with the same names in production (docs/deploy.md).
const NAME = /\$\{(FURLONG_[A-Z_]+)\}/g;

/** The template with every ${FURLONG_*} replaced; a name without a value is an error, not an empty string. */
export function renderTemplate(template, values) {
  return template.replace(NAME, (_, name) => {
    if (!(name in values)) throw new Error(`deploy/nginx.conf.template: no value for ${name}`);
    return String(values[name]);
  });
}

/** The upstream block's servers, one a line. */
export function upstreamServers(ports, host = '127.0.0.1') {
  if (ports.length === 0) throw new Error('the edge needs at least one instance');
  return ports.map((port) => `server ${host}:${port} max_fails=1 fail_timeout=5s;`).join('\n    ');
}

/** The values for a local edge on `port` in front of instances on `instancePorts`. */
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
