/** The racing green of the site's header, for the browser's own frame (theme colour) and the manifest. */
export const THEME_COLOUR = '#0a2a1b';
/** The cream of the site's pages, behind an installed site while it opens. */
export const BACKGROUND_COLOUR = '#faf7f0';
