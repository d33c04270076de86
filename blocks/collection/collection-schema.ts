import { z } from 'zod';
import type { RawBlock } from '@/platform/types/block';
import { optionalText, type Theme } from '../shared/fields';

export interface CollectionItem {
  id: string | undefined;
  title: string;
  blocks: RawBlock[];
}

export interface CollectionProps {
  title: string | undefined;
  content: string | undefined;
  items: CollectionItem[];
  theme: Theme;
}

const rawBlock = z.looseObject({
  contentType: z.string(),
  customContentType: z.string().optional(),
  id: z.string().optional(),
});

const itemSchema = z.object({
  id: optionalText,
  title: z.string().trim().min(1),
  children: z.array(z.unknown()).nullish(),
});

/** The collection's fields, shared by COLLECTION and `customContent.collection_content`. */
const collectionFields = z.object({
  title: optionalText,
  content: optionalText,
  // A malformed item or child block is skipped rather than losing the whole collection.
  children: z.array(z.unknown()).nullish(),
});

// A missing `collection_content` (`{}` means "not set") reads as an empty collection.
function toProps(
  fields: Partial<z.infer<typeof collectionFields>> | null | undefined,
  theme: Theme,
): CollectionProps {
  const items = (fields?.children ?? []).flatMap((child): CollectionItem[] => {
    const item = itemSchema.safeParse(child);
    if (!item.success) return [];
    const blocks = (item.data.children ?? []).flatMap((block): RawBlock[] => {
      const parsed = rawBlock.safeParse(block);
      return parsed.success ? [parsed.data] : [];
    });
    return [{ id: item.data.id, title: item.data.title, blocks }];
  });
  return { title: fields?.title, content: fields?.content, items, theme };
}

/** COLLECTION: `title`, `content`, `children: [{ id, title, children: [blocks] }]`. */
export const collectionSchema = collectionFields.transform((fields) => toProps(fields, 'light'));

const customCollection = z.object({
  customContent: z.object({ collection_content: collectionFields.nullish() }),
});

/** custom-tab-collection: the same fields under `customContent.collection_content`. */
export const customTabCollectionSchema = customCollection.transform(({ customContent }) =>
  toProps(customContent.collection_content, 'light'),
);

/** dark-collection: as custom-tab-collection, always dark. */
export const darkCollectionSchema = customCollection.transform(({ customContent }) =>
  toProps(customContent.collection_content, 'dark'),
);
