import type { RawBlock } from '@/platform/types/block';
import { builtInBlockTypes, customBlockTypes } from './block-types';
import { parseBlock } from './parse-block';

const dark = [{ darklightTheme_select: 'Dark' }];

describe('parseBlock', () => {
  it('reads each built-in block into its clean props', () => {
    expect(parseBlock({ id: 't1', contentType: 'TEXT', content: 'Hi', isHtml: false })).toEqual({
      type: 'TEXT',
      id: 't1',
      sponsor: undefined,
      props: { content: 'Hi', isHtml: false, theme: 'light' },
    });
    expect(
      parseBlock({
        id: 'b1',
        contentType: 'BUTTON',
        title: 'Buy tickets',
        link: '/tickets',
        openInNewTab: true,
      }),
    ).toMatchObject({
      type: 'BUTTON',
      props: { link: { href: '/tickets', label: 'Buy tickets', newTab: true } },
    });
    expect(
      parseBlock({
        id: 'i1',
        contentType: 'IMAGE',
        image: 'http://x/a.jpg',
        title: 'Post',
        content: 'Caption',
        link: '',
        width: '800px',
        height: 450,
      }),
    ).toMatchObject({
      type: 'IMAGE',
      props: {
        src: 'http://x/a.jpg',
        alt: 'Post',
        caption: 'Caption',
        href: undefined,
        width: 800,
        height: 450,
      },
    });
    expect(
      parseBlock({ id: 'q1', contentType: 'QUOTE', content: 'Fast ground.', author: 'Tom' }),
    ).toMatchObject({
      type: 'QUOTE',
      props: { quote: 'Fast ground.', author: 'Tom' },
    });
  });

  it('reshapes the suffixed custom fields into clean props', () => {
    expect(
      parseBlock({
        id: 'd1',
        contentType: 'CUSTOM',
        customContentType: 'dark-text-block',
        customContent: { textBlock_content: '<p>x</p>' },
      }),
    ).toMatchObject({ type: 'dark-text-block', props: { content: '<p>x</p>', isHtml: true, theme: 'dark' } });
    expect(
      parseBlock({
        id: 'tt',
        contentType: 'CUSTOM',
        customContentType: 'title-and-text-block',
        customContent: {
          title_string: 'T',
          text_string: '<p>b</p>',
          alignment_select: 'Centre',
          darklightTheme_custom: dark,
          royalkingsmereTheme_select: 'YES',
        },
      }),
    ).toMatchObject({ props: { title: 'T', html: '<p>b</p>', align: 'centre', theme: 'dark', royal: true } });
    const links = Array.from({ length: 7 }, (_, index) => ({
      link_content: { title: `Link ${index}`, link: `/l${index}`, openInNewTab: false },
      description_string: `Row ${index}`,
    }));
    const useful = parseBlock({
      id: 'u',
      contentType: 'CUSTOM',
      customContentType: 'useful-links',
      customContent: { title_string: 'U', links_custom: links },
    });
    // Useful links and text-box details show up to 5 rows.
    expect(useful.type === 'useful-links' && useful.props.rows).toHaveLength(5);
    const details = parseBlock({
      id: 'tb',
      contentType: 'CUSTOM',
      customContentType: 'text-box-and-details',
      customContent: {
        title_string: 'Times',
        details_custom: [{ label_string: 'Gates', value_string: '11:00', icon_select: 'Clock' }],
        button_content: {},
      },
    });
    expect(details).toMatchObject({
      props: {
        details: [{ label: 'Gates', value: '11:00', icon: 'Clock' }],
        button: undefined,
        theme: 'light',
      },
    });
    const table = parseBlock({
      id: 'tab',
      contentType: 'CUSTOM',
      customContentType: 'table',
      customContent: {
        columns_custom: [{ title_string: 'A', image_content: {} }],
        rows_custom: [{ header_string: 'Row', cells_custom: [{ icon_select: 'Tick', label_string: 'Yes' }] }],
      },
    });
    expect(table).toMatchObject({
      props: {
        columns: [{ title: 'A', image: undefined }],
        rows: [{ header: 'Row', cells: [{ icon: 'Tick', label: 'Yes' }] }],
      },
    });
    const section = parseBlock({
      id: 's',
      contentType: 'CUSTOM',
      customContentType: 'section-block',
      customContent: {
        title_string: 'S',
        sectionId_string: 'sec',
        image_content: { image: 'http://x/i.jpg', altText: 'Lawn' },
        blocks_content: [{ contentType: 'TEXT', content: 'x' }],
      },
    });
    expect(section).toMatchObject({
      props: {
        sectionId: 'sec',
        image: { src: 'http://x/i.jpg', alt: 'Lawn' },
        blocks: [{ contentType: 'TEXT' }],
      },
    });
  });

  it('knows every block type the spec names, built-in and custom', () => {
    // What each one needs is checked per block and against the content pack (pack-blocks.test.tsx);
    // here: none of them is an unrecognised type.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const contentType of builtInBlockTypes) {
      expect(parseBlock({ id: contentType, contentType }).type).not.toBe('unknown');
    }
    for (const customContentType of customBlockTypes) {
      expect(
        parseBlock({ id: customContentType, contentType: 'CUSTOM', customContentType, customContent: {} })
          .type,
      ).not.toBe('unknown');
    }
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('Unrecognised'));
    warn.mockRestore();
  });

  it('reads the sponsor of any block', () => {
    const block = parseBlock({
      id: 'q',
      contentType: 'QUOTE',
      content: 'Q',
      sponsor: { imageUrl: '', text: 'Harrowgate', linkUrl: 'https://h.example.com' },
    });
    expect(block).toMatchObject({
      sponsor: { text: 'Harrowgate', imageUrl: undefined, linkUrl: 'https://h.example.com' },
    });
  });

  it('warns about an unrecognised contentType or customContentType and marks it unknown', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseBlock({ id: 'x1', contentType: 'HOLOGRAM' })).toEqual({ type: 'unknown', id: 'x1' });
    expect(parseBlock({ contentType: 'CUSTOM', customContentType: 'mystery-box' })).toEqual({
      type: 'unknown',
      id: undefined,
    });
    expect(warn).toHaveBeenCalledWith('Unrecognised block type: HOLOGRAM (block x1)');
    expect(warn).toHaveBeenCalledWith('Unrecognised block type: CUSTOM/mystery-box');
  });

  it('warns about malformed fields, naming the block and what was wrong, and marks it invalid', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const malformed: RawBlock[] = [
      { id: 'bad-image', contentType: 'IMAGE', image: 42 },
      { id: 'bad-button', contentType: 'BUTTON', title: 'No link' },
      {
        id: 'bad-table',
        contentType: 'CUSTOM',
        customContentType: 'table',
        customContent: { rows_custom: 'rows' },
      },
      { id: 'bad-dark-text', contentType: 'CUSTOM', customContentType: 'dark-text-block' },
    ];
    for (const raw of malformed) expect(parseBlock(raw)).toEqual({ type: 'invalid', id: raw.id });
    expect(warn).toHaveBeenCalledTimes(4);
    expect(warn.mock.calls[0]?.[0]).toMatch(/bad-image.*IMAGE[\s\S]*image/);
    expect(warn.mock.calls[2]?.[0]).toMatch(/bad-table.*table[\s\S]*rows_custom/);
  });
});
