import 'server-only';

/**
 * One content block as the content service sends it. The typed block union is built from this in blocks/;
 * here it is only known to have a type.
 */
export type RawBlock = {
  contentType: string;
  customContentType?: string;
  id?: string;
} & Record<string, unknown>;
