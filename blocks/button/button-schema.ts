import { z } from 'zod';
import type { LinkProps } from '../shared/fields';

/** BUTTON: `title`, `link`, `openInNewTab`. A button needs both a label and a target. */
export const buttonSchema = z
  .object({
    title: z.string().trim().min(1),
    link: z.string().trim().min(1),
    openInNewTab: z.boolean().nullish(),
  })
  .transform((block): { link: LinkProps } => ({
    link: { href: block.link, label: block.title, newTab: block.openInNewTab ?? false },
  }));

export type ButtonProps = z.output<typeof buttonSchema>;
