import 'server-only';
import { getPublicConfig } from '@/platform/public-config';
import { jsonForScript } from '@/platform/shared/inline-script';
import { PUBLIC_CONFIG_ELEMENT_ID } from './public-config-element';

/**
 * The public runtime configuration in the page's HTML as a JSON data block: the same bytes for every
 * visitor (no device id), never run (so no script hash in the CSP), read by `browser-config.ts`.
 */
export function PublicConfigData() {
  return (
    <script
      id={PUBLIC_CONFIG_ELEMENT_ID}
      type="application/json"
      dangerouslySetInnerHTML={{ __html: jsonForScript(getPublicConfig()) }}
    />
  );
}
