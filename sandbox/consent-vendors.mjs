// The sandbox consent platform's property and vendors, in one place for the platform's double
// (sandbox/services/consent.ts), the site's settings (scripts/sandbox-env.mjs) and the visitors the tests
// and the benchmark play, who must accept exactly the vendors the double offers.

export const SANDBOX_CONSENT_PROPERTY_ID = '31337';

export const SANDBOX_CONSENT_VENDORS = [
  'Facebook',
  'Instagram',
  'TikTok',
  'Twitter',
  'YouTube',
  'Typeform',
  'LinkedIn',
  'Dailymotion',
  // Embeds from the venue's own allowed hosts (EMBED_HOSTS): maps, booking widgets.
  'Embedded content',
  'Furlong',
  // Stands for analytics: the behavioural tracker, the tag manager and device tags (CONSENT_ANALYTICS_VENDOR).
  'Analytics',
].map((name) => ({ _id: `sandbox-${name.toLowerCase()}`, name }));

/** Every vendor granted: the choice of a visitor who pressed 'Accept all'. */
export const ACCEPT_ALL_GRANTS = Object.fromEntries(
  SANDBOX_CONSENT_VENDORS.map((vendor) => [vendor._id, true]),
);

/**
 * A visitor's choice as the sandbox platform remembers it in the page's localStorage
 * (sandbox/browser/consent-platform.js). A visitor with a choice is shown no message.
 */
export function consentStorage(grants) {
  return { name: `sandbox-consent:${SANDBOX_CONSENT_PROPERTY_ID}`, value: JSON.stringify({ grants }) };
}
