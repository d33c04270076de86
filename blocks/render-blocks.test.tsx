// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { RawBlock } from '@/platform/types/block';
import { expectConsole } from '@/test/setup';
import { RenderBlocks } from './render-blocks';
import { setCurrentArticle } from './shared/current-article';

/** Names the article being rendered, as the article view does before its blocks. */
function ArticleSlug({ slug }: { slug: string }) {
  setCurrentArticle({ id: 'a-1', slug });
  return null;
}

const text = (id: string, content: string): RawBlock => ({ id, contentType: 'TEXT', content, isHtml: false });

describe('RenderBlocks', () => {
  it('renders each block in order with its component', () => {
    render(
      <RenderBlocks
        blocks={[
          text('a', 'First paragraph'),
          { id: 'b', contentType: 'BUTTON', title: 'Buy tickets', link: '/tickets' },
          { id: 'c', contentType: 'QUOTE', content: 'Fast ground.', author: 'Tom' },
        ]}
      />,
    );
    const first = screen.getByText('First paragraph');
    const button = screen.getByRole('link', { name: 'Buy tickets' });
    expect(first.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('blockquote')).toHaveTextContent('Fast ground.');
    expect(document.getElementById('b')).toContainElement(button);
  });

  it('renders nothing for unknown blocks and warns, while the rest still render', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <RenderBlocks
        blocks={[
          text('a', 'Before'),
          { id: 'x', contentType: 'HOLOGRAM', content: 'Hidden' },
          { contentType: 'CUSTOM', customContentType: 'mystery-box', title: 'Mystery' },
          text('z', 'After'),
        ]}
      />,
    );
    expect(screen.getByText('Before')).toBeInTheDocument();
    expect(screen.getByText('After')).toBeInTheDocument();
    expect(container).not.toHaveTextContent('Hidden');
    expect(container).not.toHaveTextContent('Mystery');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('renders nothing for malformed blocks and warns, while neighbours still render', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <RenderBlocks
        blocks={[
          text('a', 'Before'),
          { id: 'bad', contentType: 'BUTTON', title: 42, link: '/tickets' },
          {
            id: 'bad-links',
            contentType: 'CUSTOM',
            customContentType: 'useful-links',
            customContent: { links_custom: [{ link_content: 'x' }] },
          },
          text('z', 'After'),
        ]}
      />,
    );
    expect(screen.getByText('Before')).toBeInTheDocument();
    expect(screen.getByText('After')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('never sends a script from hostile markdown or HTML in the server HTML', () => {
    const html = renderToStaticMarkup(
      <RenderBlocks
        blocks={[
          text('m', 'Hi <script>steal()</script> <SCRIPT src="//evil.example.com/x.js"></SCRIPT>'),
          {
            id: 'h',
            contentType: 'TEXT',
            isHtml: true,
            content: '<p>ok</p><scr<script>x</script>ipt>alert(1)</script><script',
          },
          {
            id: 'd',
            contentType: 'CUSTOM',
            customContentType: 'dark-text-block',
            customContent: { textBlock_content: '<script>steal()</script><p>dark</p>' },
          },
        ]}
      />,
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('ok');
    expect(html).toContain('dark');
  });

  it("shows a block's sponsor with its name linking to the sponsor in a new tab", () => {
    render(
      <RenderBlocks
        blocks={[
          {
            ...text('a', 'Sponsored text'),
            sponsor: {
              imageUrl: '',
              text: 'Harrowgate Champagne',
              linkUrl: 'https://harrowgate.example.com',
            },
          },
        ]}
      />,
    );
    expect(screen.getByText('Sponsored by')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Harrowgate Champagne/ });
    expect(link).toHaveAttribute('href', 'https://harrowgate.example.com');
    expect(link).toHaveAttribute('target', '_blank');
  });
});

describe('RenderBlocks and blocks limited to some visitors', () => {
  const gated: RawBlock[] = [
    text('open', 'Racecards for everyone'),
    { ...text('members', 'Members save a fifth'), entitlements: ['member-queen-anne'] },
    { ...text('ireland', 'Travel from Dublin'), countries: ['IE'], isWhiteList: true },
    { ...text('broken', 'Never drawn'), countries: 'IE' },
  ];

  it('puts none of their words in the shared HTML, on an article page or off one, while the rest renders', () => {
    const warn = expectConsole('warn');
    const onPage = renderToStaticMarkup(
      <>
        <ArticleSlug slug="memberships" />
        <RenderBlocks blocks={gated} />
      </>,
    );
    const offPage = renderToStaticMarkup(<RenderBlocks blocks={gated} />);
    for (const html of [onPage, offPage]) {
      expect(html).toContain('Racecards for everyone');
      for (const words of ['Members save a fifth', 'Travel from Dublin', 'Never drawn', 'member-queen-anne'])
        expect(html).not.toContain(words);
    }
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^Block broken limited to some visitors is shown to none/),
    );
  });
});
