import 'server-only';
import { createHash } from 'node:crypto';
import { headerText } from './header-text';

/** The shared copy's key: the address and headers, not the schema (each instance parses the raw answer). */
export function sharedKey(url: string, headers: Readonly<Record<string, string>>): string {
  return createHash('sha256')
    .update(`${url}\n${headerText(headers)}`)
    .digest('hex')
    .slice(0, 32);
}
