// What every service is built from.
import type { Pack } from '../pack/load-pack';
import type { SandboxState } from '../state';
import type { TokenService } from './identity/tokens';

export interface ServiceDeps {
  pack: Pack;
  state: SandboxState;
  tokens: TokenService;
  /** The key the events collector expects in `x-api-key`. */
  eventsApiKey: string;
  /** Where the forms service redeems the site's form tickets, and its key there. */
  forms?: { siteUrl?: string | undefined; serviceKey?: string | undefined };
}
