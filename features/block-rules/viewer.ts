import 'server-only';
import { countryFrom, type Viewer } from '@/blocks/shared/block-rules';
import type { ResolvedSession } from '@/features/session/resolve-session';
import { getSettings } from '@/platform/settings';

/**
 * Who a request is from, as blocks' rules ask: a signed-in fan's entitlements (from the verified
 * access token) or null for anyone else, and the country the CDN named in its header (COUNTRY_HEADER),
 * null when the header is absent or not two letters.
 */
export function viewerOf(session: Pick<ResolvedSession, 'fan'>, headers: Pick<Headers, 'get'>): Viewer {
  const fan = session.fan && !session.fan.anonymous ? session.fan : null;
  return {
    entitlements: fan ? fan.entitlements : null,
    country: countryFrom(headers.get(getSettings().countryHeader)),
  };
}
