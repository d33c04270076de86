// No 'server-only': image components use the same fallback.

/** The hero image falls back to this when an article has no image of any kind. */
export const FALLBACK_HERO_IMAGE = '/images/fallback-hero.jpg';
