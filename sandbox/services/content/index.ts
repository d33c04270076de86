// The article content service, mounted at /content.
import type { Router } from '../../http/router';
import type { ServiceDeps } from '../deps';
import { registerArticles } from './articles';
import { registerCategories } from './categories';
import { registerFeeds } from './feeds';
import { registerItems } from './items';

export function registerContentService(router: Router, deps: ServiceDeps): void {
  registerCategories(router, deps);
  registerArticles(router, deps);
  registerFeeds(router, deps);
  registerItems(router, deps);
}
