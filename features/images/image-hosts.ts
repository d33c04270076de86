/**
 * Which image hosts the proxy may fetch from: the content service's origin exactly (in development the
 * sandbox, which serves /images/* there) and, over https, the hosts listed in IMAGE_HOSTS. Nothing else:
 * no other host, and so no loopback or private address unless it is one of those.
 */
export interface ImageHostPolicy {
  allows(url: URL): boolean;
}

export interface ImageHostOptions {
  /** Origins allowed as they are, scheme and port included: the content service's. */
  origins: readonly string[];
  /** Hosts (`cdn.example.com` or `cdn.example.com:8443`) allowed over https. */
  hosts: readonly string[];
}

export function createImageHostPolicy({ origins, hosts }: ImageHostOptions): ImageHostPolicy {
  const allowedOrigins = new Set(origins.map((origin) => new URL(origin).origin));
  // Through the URL parser so '[::1]', 'Host:443' and 'host' compare as a request's url.host does.
  const allowedHosts = new Set(
    hosts
      .map((host) => host.trim())
      .filter((host) => host && URL.canParse(`https://${host}`))
      .map((host) => new URL(`https://${host}`).host),
  );
  return {
    allows(url) {
      if (url.username || url.password) return false;
      if (allowedOrigins.has(url.origin)) return true;
      return url.protocol === 'https:' && allowedHosts.has(url.host);
    },
  };
}
