import type { MetadataRoute } from 'next';
import { OFFLINE_PATH } from '@/features/offline/names';
import { getSettings } from '@/platform/settings';
import { BACKGROUND_COLOUR, THEME_COLOUR } from '@/ui/layout/brand-colours';

// /manifest.webmanifest: what a phone needs to install the site (docs/decisions/0040). Answered per
// request: the venue's name is a setting, which `next build` does not read.
export const dynamic = 'force-dynamic';

export default function manifest(): MetadataRoute.Manifest {
  const { siteName } = getSettings();
  return {
    name: siteName,
    short_name: siteName,
    description: `Race days, tickets and the way to ${siteName}, kept on your phone for the day.`,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [{ name: 'Kept on this phone', url: OFFLINE_PATH }],
  };
}
