import { builtInBlockTypes, customBlockTypes } from '@/blocks/block-types';
import { gallerySections, isRoyalBlock, themeOf, type GalleryRawBlock } from './gallery-sections';

const dark = [{ darklightTheme_select: 'Dark' }];

describe('gallerySections', () => {
  it('lists every drawn block type once, built-in first, in the spec order', () => {
    const sections = gallerySections([]);
    const drawn = [...builtInBlockTypes, ...customBlockTypes].filter((type) => type !== 'redirect');
    expect(sections.map((section) => section.type)).toEqual(drawn);
    expect(sections.every((section) => section.examples.length === 0)).toBe(true);
  });

  it('groups blocks by type and leaves out types it does not know', () => {
    const blocks: GalleryRawBlock[] = [
      { contentType: 'TEXT', id: 't1', content: 'a' },
      { contentType: 'HOLOGRAM', id: 'h1' },
      { contentType: 'CUSTOM', customContentType: 'table', id: 'tb1', customContent: {} },
      { contentType: 'TEXT', id: 't2', content: 'b' },
    ];
    const sections = gallerySections(blocks);
    expect(sections.find((s) => s.type === 'TEXT')?.examples.map((e) => e.key)).toEqual(['t1', 't2']);
    expect(sections.find((s) => s.type === 'table')?.kind).toBe('custom');
    expect(sections.flatMap((s) => s.examples).some((e) => e.key === 'h1')).toBe(false);
  });

  it('adds the other theme of a block seen in one theme only, with its own id', () => {
    const sections = gallerySections([
      {
        contentType: 'CUSTOM',
        customContentType: 'useful-links',
        id: 'u1',
        customContent: { darklightTheme_custom: dark },
      },
    ]);
    const examples = sections.find((s) => s.type === 'useful-links')?.examples ?? [];
    expect(examples.map((e) => [e.key, e.theme, e.variant])).toEqual([
      ['u1', 'dark', false],
      ['u1-light', 'light', true],
    ]);
    expect(examples[1]?.block.id).toBe('u1-light');
    expect(examples[1]?.block.customContent).toEqual({
      darklightTheme_custom: [{ darklightTheme_select: 'Light' }],
    });
  });

  it('adds no variant when both themes are present or the block has no theme', () => {
    const sections = gallerySections([
      {
        contentType: 'CUSTOM',
        customContentType: 'table',
        id: 'a',
        customContent: { darklightTheme_custom: dark },
      },
      { contentType: 'CUSTOM', customContentType: 'table', id: 'b', customContent: {} },
      { contentType: 'QUOTE', id: 'q' },
    ]);
    expect(sections.find((s) => s.type === 'table')?.examples).toHaveLength(2);
    expect(sections.find((s) => s.type === 'QUOTE')?.examples).toHaveLength(1);
  });
});

describe('themeOf and isRoyalBlock', () => {
  it('reads the theme select, the dark-* types and the royal selects', () => {
    expect(themeOf({ contentType: 'TEXT' })).toBeUndefined();
    expect(themeOf({ contentType: 'CUSTOM', customContentType: 'dark-text-block' })).toBe('dark');
    expect(themeOf({ contentType: 'CUSTOM', customContent: { darklightTheme_custom: [{}] } })).toBe('light');
    expect(
      isRoyalBlock({ contentType: 'CUSTOM', customContent: { royalKingsmereTheme_select: 'YES' } }),
    ).toBe(true);
    expect(
      isRoyalBlock({
        contentType: 'CUSTOM',
        customContent: {
          royalKingsmereTheme_custom: [{ shouldThisComponenttemplateBeRoyalKingsmereThemed_select: 'yes' }],
        },
      }),
    ).toBe(true);
    expect(isRoyalBlock({ contentType: 'CUSTOM', customContent: { royalKingsmereTheme_select: 'No' } })).toBe(
      false,
    );
    expect(isRoyalBlock({ contentType: 'CUSTOM', customContent: 'nonsense' })).toBe(false);
  });
});

describe('nested blocks', () => {
  it('shows a block held in another under its own type too, with an id of its own', () => {
    const sections = gallerySections([
      {
        contentType: 'CUSTOM',
        customContentType: 'versatile-block-wrapper',
        id: 'w',
        customContent: {
          blocks_content: [
            { contentType: 'CUSTOM', customContentType: 'versatile-block', id: 'v1', customContent: {} },
            'not a block',
          ],
        },
      },
    ]);
    const versatile = sections.find((s) => s.type === 'versatile-block')?.examples ?? [];
    expect(versatile.map((e) => [e.block.id, e.nestedIn])).toEqual([['v1-alone', 'versatile-block-wrapper']]);
    expect(sections.find((s) => s.type === 'versatile-block-wrapper')?.examples).toHaveLength(1);
  });
});
