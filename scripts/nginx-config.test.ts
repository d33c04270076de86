import { readFileSync } from 'node:fs';
import path from 'node:path';
import { localEdgeValues, renderTemplate, upstreamServers } from './nginx-config.mjs';

const template = readFileSync(path.join(__dirname, '..', 'deploy', 'nginx.conf.template'), 'utf8');
const values = localEdgeValues({
  port: 8080,
  instancePorts: [3001, 3002],
  runDir: '/tmp/edge',
  siteUrl: 'https://www.example.com',
});

describe('the edge configuration', () => {
  it('fills in every value the template names, and leaves nginx variables alone', () => {
    const config = renderTemplate(template, values);
    expect(config).not.toMatch(/\$\{FURLONG_/);
    expect(config).toContain('listen 127.0.0.1:8080 reuseport');
    expect(config).toContain('server 127.0.0.1:3001 max_fails=1 fail_timeout=5s;\n    server 127.0.0.1:3002');
    expect(config).toContain('proxy_cache_path /tmp/edge/cache ');
    expect(config).toContain('proxy_cache_key "$furlong_address|$furlong_takeover|$furlong_encoding";');
  });

  it('keeps the cache behaviour the site relies on', () => {
    for (const directive of [
      'proxy_cache_lock on;',
      'proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;',
      'proxy_cache_background_update on;',
      // Each address to one instance, whose own copy answers the edge's refresh (docs/decisions/0028).
      'hash $furlong_address consistent;',
    ]) {
      expect(template).toContain(directive);
    }
  });

  it('asks the site in the encoding its key names: brotli for static files, gzip for pages', () => {
    expect(template).toContain('map "$furlong_page|$http_accept_encoding" $furlong_encoding {');
    expect(template).toContain('"~^0\\|(?=.*\\bbr\\b)(?=.*\\bgzip\\b)" br;');
    expect(template).toContain('proxy_set_header Accept-Encoding $furlong_accept_encoding;');
    expect(template).toMatch(/br "br, gzip";\s+gz "gzip";\s+default "identity";/);
  });

  it('marks the device cookie Secure only for an https site', () => {
    expect(values.FURLONG_SECURE_COOKIE).toBe('; Secure');
    expect(
      localEdgeValues({ port: 1, instancePorts: [2], runDir: '/x', siteUrl: 'http://localhost:1' })
        .FURLONG_SECURE_COOKIE,
    ).toBe('');
  });

  it('refuses a template name without a value, and an edge without instances', () => {
    expect(() => renderTemplate('listen ${FURLONG_NOPE};', values)).toThrow(/no value for FURLONG_NOPE/);
    expect(() => upstreamServers([])).toThrow(/at least one instance/);
  });
});
