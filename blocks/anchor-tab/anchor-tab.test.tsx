// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { AnchorTabBlock } from './anchor-tab';
import { anchorTabSchema } from './anchor-tab-schema';
import { anchorTabFixture } from './anchor-tab.fixture';

// The pack's anchor-tab on the block showcase.
const packBlock = {
  id: '2f779227-b688-4cce-af05-027e2eb584ae',
  contentType: 'CUSTOM',
  customContentType: 'anchor-tab',
  customContent: {
    anchors_custom: [
      { label_string: 'Tables', anchorId_string: 'showcase-tables' },
      { label_string: 'Cards', anchorId_string: 'showcase-cards' },
      { label_string: 'Poll', anchorId_string: 'showcase-poll' },
    ],
  },
};

describe('anchorTabSchema', () => {
  it('reads the pack block', () => {
    expect(anchorTabSchema.parse(packBlock).anchors).toEqual([
      { label: 'Tables', targetId: 'showcase-tables' },
      { label: 'Cards', targetId: 'showcase-cards' },
      { label: 'Poll', targetId: 'showcase-poll' },
    ]);
  });

  it('skips anchors without a label or target and tolerates a leading #', () => {
    const props = anchorTabSchema.parse({
      customContent: {
        anchors_custom: [
          { label_string: 'Tickets', anchorId_string: '#tickets' },
          { label_string: 'Nowhere', anchorId_string: '' },
          { anchorId_string: 'no-label' },
          42,
        ],
      },
    });
    expect(props.anchors).toEqual([{ label: 'Tickets', targetId: 'tickets' }]);
  });

  it('rejects malformed raw data', () => {
    expect(anchorTabSchema.safeParse({ customContent: { anchors_custom: 'tickets' } }).success).toBe(false);
  });
});

describe('AnchorTabBlock', () => {
  it('is an in-page navigation of links to the sections’ ids', () => {
    render(<AnchorTabBlock {...anchorTabFixture()} />);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Tickets', '#tickets'],
      ['Enclosures', '#enclosures'],
      ['Dress code', '#dress-code'],
    ]);
    // Sticky under the header: a rule for the block's wrapper, hoisted into the document's head.
    expect(document.head.querySelector('style[data-href="anchor-tab-sticky"]')?.textContent).toContain(
      'position:sticky',
    );
  });

  it('renders nothing without anchors', () => {
    const { container } = render(<AnchorTabBlock {...anchorTabSchema.parse({ customContent: {} })} />);
    expect(container).toBeEmptyDOMElement();
  });
});
