import { z } from 'zod';
import { linkContent, optionalText, type LinkProps } from '../shared/fields';

export interface UsefulLinksProps {
  title: string | undefined;
  rows: { link: LinkProps; description: string | undefined }[];
}

// useful-links shows up to 5 rows.
const maxRows = 5;

/** useful-links: `title_string`, `links_custom: [{ link_content, description_string }]`. */
export const usefulLinksSchema = z
  .object({
    customContent: z.object({
      title_string: optionalText,
      links_custom: z
        .array(z.object({ link_content: linkContent, description_string: optionalText }))
        .nullish(),
    }),
  })
  .transform(({ customContent: custom }): UsefulLinksProps => ({
    title: custom.title_string,
    rows: (custom.links_custom ?? [])
      .flatMap((row) =>
        row.link_content ? [{ link: row.link_content, description: row.description_string }] : [],
      )
      .slice(0, maxRows),
  }));
