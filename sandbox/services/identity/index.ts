// The fan identity provider, mounted at /auth.
import type { Router } from '../../http/router';
import type { ServiceDeps } from '../deps';
import { registerAuthorize } from './authorize';
import { registerTokenEndpoint } from './token-endpoint';

export function registerIdentityService(router: Router, deps: ServiceDeps): void {
  registerAuthorize(router, deps);
  registerTokenEndpoint(router, deps);
}
