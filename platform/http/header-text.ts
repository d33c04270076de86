import 'server-only';

/** A request's headers as one text, independent of their order and case, for cache keys. */
export function headerText(headers: Readonly<Record<string, string>>): string {
  return Object.entries(headers)
    .map(([name, value]) => `${name.toLowerCase()}:${value}`)
    .sort()
    .join('\n');
}
