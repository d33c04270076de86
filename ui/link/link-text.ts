// Link texts that say nothing out of context (Lighthouse's 'link-text' list for English, plus the
// racing sites' own 'find out more' family). A link with one of these names its target as well.
const GENERIC = new Set([
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'right here',
  'read more',
  'see more',
  'start',
  'this',
  'find out more',
  'discover more',
  'view more',
  'view',
  'details',
  'more details',
]);

/** Whether a link's text says nothing about where it leads. */
export function isGenericLinkText(text: string): boolean {
  return GENERIC.has(
    text
      .trim()
      .replace(/\s+/g, ' ')
      .replace(/[.…:!]+$/, '')
      .toLowerCase(),
  );
}

/**
 * The words a generic link text needs after it to name its target ('Learn more' + ' about The
 * Ironstand'), or '' when the text already says enough or there is no target title to name.
 */
export function linkTextSuffix(text: string, subject: string | undefined): string {
  const title = subject?.trim();
  if (!title || !isGenericLinkText(text)) return '';
  return /more$/i.test(text.trim()) ? ` about ${title}` : `: ${title}`;
}

/**
 * The accessible name for a link whose generic text needs its target's title (`aria-label`), with a
 * note when it opens a new tab; undefined when the text already says enough.
 */
export function linkName(text: string, subject: string | undefined, newTab = false): string | undefined {
  const suffix = linkTextSuffix(text, subject);
  return suffix ? `${text.trim()}${suffix}${newTab ? ' (opens in a new tab)' : ''}` : undefined;
}
