import type { ParserOptions } from 'htmlparser2';

/** The options sanitize-html parses with, so every pass over a body reads the same elements. */
export const htmlParserOptions = { decodeEntities: true } satisfies ParserOptions;

/** Real bodies nest a dozen elements deep; markup deeper than this is cut where it goes deeper. */
export const MAX_HTML_NESTING = 64;
