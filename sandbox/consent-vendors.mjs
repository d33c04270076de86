// The sandbox consent platform's property and vendors, in one place for the platform's double
// (sandbox/services/consent.ts), the site's settings (scripts/sandbox-env.mjs) and the visitors the tests
// and the benchmark play, who must accept exactly the vendors the double offers.

export const SANDBOX_CONSENT_PROPERTY_ID = '31337';

/**
 * The vendor that stands for the site's own content services (its polls, enquiry forms and live blogs),
 * named as the venue would configure it on the real platform: in words a fan understands.
 */
export const SANDBOX_CONTENT_VENDOR = 'Kingsmere Park polls, forms and live blogs';

// Each vendor with what a fan gets from it, as the privacy manager lists them.
/** @type {{ _id: string; name: string; purpose: string }[]} */
export const SANDBOX_CONSENT_VENDORS = /** @type {[name: string, purpose: string][]} */ ([
  ['Facebook', 'Posts from our Facebook page'],
  ['Instagram', 'Photos from our Instagram'],
  ['TikTok', 'Clips from our TikTok'],
  ['Twitter', 'Posts on X (Twitter)'],
  ['YouTube', 'Race replays and films'],
  ['Typeform', 'Surveys'],
  ['LinkedIn', 'Posts from our LinkedIn page'],
  ['Dailymotion', 'Videos from Dailymotion'],
  [SANDBOX_CONTENT_VENDOR, 'The Jockey of the Day poll, enquiry forms and live race-day blogs'],
  // Embeds from the venue's own allowed hosts (EMBED_HOSTS): maps, booking widgets.
  ['Embedded content', 'Maps and booking widgets on our pages'],
  // Stands for analytics: the behavioural tracker, the tag manager and device tags (CONSENT_ANALYTICS_VENDOR).
  ['Analytics', 'How visitors use the site, so we can improve it'],
]).map(([name, purpose]) => ({
  _id:
    name === SANDBOX_CONTENT_VENDOR
      ? 'sandbox-content'
      : `sandbox-${name.toLowerCase().replaceAll(' ', '-')}`,
  name,
  purpose,
}));

/**
 * Every vendor granted: the choice of a visitor who pressed 'Accept all'.
 * @type {Record<string, boolean>}
 */
export const ACCEPT_ALL_GRANTS = Object.fromEntries(
  SANDBOX_CONSENT_VENDORS.map((vendor) => [vendor._id, true]),
);

/**
 * A visitor's choice as the sandbox platform remembers it in the page's localStorage
 * (sandbox/browser/consent-platform.js). A visitor with a choice is shown no message.
 * @param {Record<string, boolean>} grants
 * @returns {{ name: string; value: string }}
 */
export function consentStorage(grants) {
  return { name: `sandbox-consent:${SANDBOX_CONSENT_PROPERTY_ID}`, value: JSON.stringify({ grants }) };
}
