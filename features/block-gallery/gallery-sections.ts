import { blockTypeOf, builtInBlockTypes, customBlockTypes, type BlockType } from '@/blocks/block-types';
import { themeCustom, type Theme } from '@/blocks/shared/fields';
import { royalProductOf } from '@/blocks/shared/royal-product';

/** A block as the content service sends it: only its type fields are known here. */
export type GalleryRawBlock = {
  contentType: string;
  customContentType?: string;
  id?: string;
} & Record<string, unknown>;

export type GalleryTheme = Theme;

export interface GalleryExample {
  key: string;
  block: GalleryRawBlock;
  theme: GalleryTheme | undefined;
  royal: boolean;
  /** Drawn from a pack block with its theme switched, so each themed block is seen both ways. */
  variant: boolean;
  /** The type of the block this one sits in (e.g. a versatile block inside its wrapper). */
  nestedIn?: BlockType | undefined;
}

export interface GallerySection {
  type: BlockType;
  kind: 'built-in' | 'custom';
  examples: GalleryExample[];
}

// Types the renderer reads but does not draw.
const UNDRAWN: ReadonlySet<BlockType> = new Set(['redirect']);

function customContentOf(block: GalleryRawBlock): Record<string, unknown> | undefined {
  const custom = block.customContent;
  return custom && typeof custom === 'object' && !Array.isArray(custom)
    ? (custom as Record<string, unknown>)
    : undefined;
}

/** The block's `darklightTheme_custom` choice, or undefined when it has none. */
export function themeOf(block: GalleryRawBlock): GalleryTheme | undefined {
  if (block.customContentType?.startsWith('dark-')) return 'dark';
  const field = customContentOf(block)?.darklightTheme_custom;
  return field === undefined ? undefined : themeCustom.safeParse(field).data;
}

/** True when the block wears the royal look (blocks/shared/royal-product.ts). */
export function isRoyalBlock(block: GalleryRawBlock): boolean {
  const custom = customContentOf(block);
  return custom !== undefined && royalProductOf(custom) !== undefined;
}

function withTheme(block: GalleryRawBlock, theme: GalleryTheme): GalleryRawBlock {
  const custom = customContentOf(block) ?? {};
  return {
    ...block,
    id: block.id ? `${block.id}-${theme}` : undefined,
    customContent: {
      ...custom,
      darklightTheme_custom: [{ darklightTheme_select: theme === 'dark' ? 'Dark' : 'Light' }],
    },
  };
}

function isRawBlock(value: unknown): value is GalleryRawBlock {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>).contentType === 'string'
  );
}

/** Blocks held in a block's `blocks_content`, with ids of their own so none repeats on the page. */
function nestedBlocksOf(block: GalleryRawBlock): GalleryRawBlock[] {
  const nested = customContentOf(block)?.blocks_content;
  if (!Array.isArray(nested)) return [];
  return nested
    .filter(isRawBlock)
    .map((child, index) => ({ ...child, id: `${child.id ?? `${block.id ?? 'nested'}-${index}`}-alone` }));
}

/**
 * The gallery's sections: every block type the renderer knows, in the spec's order, each with the
 * pack's examples of it, including blocks that sit inside another. A themed block seen in one theme only also shows in the other, drawn from the
 * same content, so designers see each block both ways.
 */
export function gallerySections(blocks: readonly GalleryRawBlock[]): GallerySection[] {
  const byType = new Map<BlockType, { block: GalleryRawBlock; nestedIn?: BlockType }[]>();
  const add = (block: GalleryRawBlock, nestedIn?: BlockType) => {
    const type = blockTypeOf(block);
    if (type) byType.set(type, [...(byType.get(type) ?? []), { block, nestedIn }]);
  };
  for (const block of blocks) {
    add(block);
    const parent = blockTypeOf(block);
    for (const child of nestedBlocksOf(block)) add(child, parent);
  }
  const order: { type: BlockType; kind: GallerySection['kind'] }[] = [
    ...builtInBlockTypes.map((type) => ({ type, kind: 'built-in' as const })),
    ...customBlockTypes.map((type) => ({ type, kind: 'custom' as const })),
  ];
  return order
    .filter(({ type }) => !UNDRAWN.has(type))
    .map(({ type, kind }) => {
      const found = byType.get(type) ?? [];
      const examples: GalleryExample[] = found.map(({ block, nestedIn }, index) => ({
        key: block.id ?? `${type}-${index}`,
        block,
        theme: themeOf(block),
        royal: isRoyalBlock(block),
        variant: false,
        nestedIn,
      }));
      const themes = new Set(examples.map((example) => example.theme));
      const themed = examples.find(
        (example) => example.theme !== undefined && !example.block.customContentType?.startsWith('dark-'),
      );
      if (themed && themes.size === 1 && themed.theme) {
        const other: GalleryTheme = themed.theme === 'dark' ? 'light' : 'dark';
        examples.push({
          key: `${themed.key}-${other}`,
          block: withTheme(themed.block, other),
          theme: other,
          royal: themed.royal,
          variant: true,
        });
      }
      return { type, kind, examples };
    });
}
