/**
 * Validation rules of the routes with a screen of their own: a route may carry a validation hook;
 * anything but true is the error page, 404 by default.
 */
export interface RouteRule {
  name: string;
  applies: (segments: readonly string[]) => boolean;
  validate: (segments: readonly string[]) => true | { status: number };
}

export function routeRules(product: string): RouteRule[] {
  const royal = `royal-${product}`;
  return [
    {
      // Only the configured product's royal meeting exists: /royal-elsewhere/… is no page.
      name: 'royal',
      applies: (segments) => segments[0]?.startsWith('royal-') === true,
      validate: (segments) => segments[0] === royal || { status: 404 },
    },
    {
      // The section's list, an event, or one of its day pages: /racedays/{slug}/{dayPage}.
      name: 'event',
      applies: (segments) => segments[0] === 'racedays' || segments[0] === 'non-racing-events',
      validate: (segments) => segments.length <= 3 || { status: 404 },
    },
    {
      name: 'cookie-policy',
      applies: (segments) => segments[0] === 'cookie-policy',
      validate: (segments) => segments.length === 1 || { status: 404 },
    },
  ];
}

/** The status a path's rules give it: null when every rule that applies says true. */
export function failedRuleStatus(rules: readonly RouteRule[], segments: readonly string[]): number | null {
  for (const rule of rules) {
    if (!rule.applies(segments)) continue;
    const verdict = rule.validate(segments);
    if (verdict !== true) return verdict.status;
  }
  return null;
}
