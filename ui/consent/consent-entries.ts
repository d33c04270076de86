import type { EmbedProvider } from './providers';

/** A vendor of the consent platform and whether it may run (isAllowed, from the vendor grant). */
export interface ConsentEntry {
  id: string;
  name: string;
  isAllowed: boolean;
}

/**
 * The answer of `__tcfapi('getCustomVendorConsents', 2, cb)`: grants by vendor id, and the names of
 * the vendors consented to. Anything else in it is ignored, and a malformed answer grants nothing.
 */
export function consentEntriesFrom(data: unknown): ConsentEntry[] {
  if (!data || typeof data !== 'object') return [];
  const { grants, consentedVendors } = data as { grants?: unknown; consentedVendors?: unknown };
  const names = new Map<string, string>();
  if (Array.isArray(consentedVendors)) {
    for (const vendor of consentedVendors) {
      const { _id: id, name } = (vendor ?? {}) as { _id?: unknown; name?: unknown };
      if (typeof id === 'string' && typeof name === 'string') names.set(id, name);
    }
  }
  if (!grants || typeof grants !== 'object') return [];
  return Object.entries(grants as Record<string, unknown>).map(([id, grant]) => ({
    id,
    name: names.get(id) ?? '',
    isAllowed: (grant as { vendorGrant?: unknown } | null)?.vendorGrant === true,
  }));
}

/** Whether a vendor of this name is allowed; names are compared without case. */
export function vendorAllowed(entries: readonly ConsentEntry[], vendorNames: readonly string[]): boolean {
  const wanted = new Set(vendorNames.map((name) => name.trim().toLowerCase()));
  return entries.some((entry) => entry.isAllowed && wanted.has(entry.name.trim().toLowerCase()));
}

export const providerAllowed = (entries: readonly ConsentEntry[], provider: EmbedProvider) =>
  vendorAllowed(entries, provider.vendorNames);
