import type { NextConfig } from 'next';

const imageHosts = (process.env.IMAGE_HOSTS ?? '')
  .split(',')
  .map((host) => host.trim())
  .filter(Boolean);

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    // Content images come from the content service's asset host (in development, the sandbox).
    remotePatterns: [
      { protocol: 'http', hostname: 'localhost' },
      { protocol: 'http', hostname: '127.0.0.1' },
      ...imageHosts.map((hostname) => ({ protocol: 'https' as const, hostname })),
    ],
    dangerouslyAllowLocalIP: true,
    formats: ['image/webp'],
    minimumCacheTTL: 3600,
  },
};

export default nextConfig;
