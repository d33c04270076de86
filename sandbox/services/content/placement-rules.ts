// Which campaign a placement gives the caller: personalisation the site's tests can see.
import type { Placement } from '../../pack/schema';
import type { TokenClaims } from '../identity/tokens';

/**
 * The campaign of the first rule whose `when` the caller meets, else the placement's own. `signedIn`
 * asks for a fan's access token (not an anonymous one); `entitlement` for a package the token carries.
 */
export function campaignFor(placement: Placement, claims: TokenClaims | undefined): unknown {
  const signedIn = claims?.typ === 'access';
  const entitlements = claims && claims.typ !== 'refresh' ? claims.entitlements : [];
  const rule = (placement.rules ?? []).find(
    ({ when }) =>
      (when.signedIn === undefined || when.signedIn === signedIn) &&
      (when.entitlement === undefined || entitlements.includes(when.entitlement)),
  );
  return (rule ?? placement).campaign;
}
