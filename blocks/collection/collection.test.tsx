// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CollectionBlock } from './collection';
import { collectionSchema, customTabCollectionSchema, darkCollectionSchema } from './collection-schema';
import { collectionFixture } from './collection.fixture';

function setViewport(desktop: boolean) {
  const matchMedia = vi.fn((query: string) => ({
    matches: desktop,
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
  Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true, writable: true });
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

function summaryOf(title: string): HTMLElement {
  const summary = [...document.querySelectorAll('summary')].find((element) =>
    element.textContent?.includes(title),
  );
  if (!summary) throw new Error(`No summary for ${title}`);
  return summary;
}

function openTitles(): string[] {
  return [...document.querySelectorAll('details')]
    .filter((details) => details.open)
    .map((details) => details.querySelector('summary')?.textContent?.replace('+', '').trim() ?? '');
}

describe('collection schemas', () => {
  it('read COLLECTION items and their blocks, skipping malformed items', () => {
    const props = collectionSchema.parse({
      contentType: 'COLLECTION',
      title: 'Questions',
      children: [
        { id: 'a', title: 'First', children: [{ contentType: 'TEXT', content: 'x' }, 'not a block'] },
        { title: 'No children array' },
        null,
        'a string',
      ],
    });
    expect(props.theme).toBe('light');
    expect(props.items).toEqual([
      { id: 'a', title: 'First', blocks: [{ contentType: 'TEXT', content: 'x' }] },
      { id: undefined, title: 'No children array', blocks: [] },
    ]);
  });

  it('read custom-tab-collection and dark-collection from collection_content', () => {
    const raw = {
      contentType: 'CUSTOM',
      customContent: { collection_content: { title: 'Tabs', children: [{ title: 'One', children: [] }] } },
    };
    expect(customTabCollectionSchema.parse(raw)).toMatchObject({ title: 'Tabs', theme: 'light' });
    expect(darkCollectionSchema.parse(raw)).toMatchObject({ title: 'Tabs', theme: 'dark' });
    expect(darkCollectionSchema.parse({ contentType: 'CUSTOM', customContent: {} }).items).toEqual([]);
  });
});

describe('CollectionBlock on the server', () => {
  it('renders side tabs with the first item open and every item content in the HTML', () => {
    const html = renderToStaticMarkup(<CollectionBlock {...collectionFixture()} />);
    expect(html).toContain('role="tablist"');
    expect(html).toContain('Your horse must finish first.');
    expect(html).toContain('Your horse must finish in the places.');
    expect(html).toContain('href="/how-to-bet"');
    expect(html.match(/<details open="">/g)).toHaveLength(1);
  });
});

describe('CollectionBlock on a desktop', () => {
  beforeEach(() => setViewport(true));

  it('opens the first tab and swaps to the selected one', () => {
    render(<CollectionBlock {...collectionFixture()} />);
    const tablist = screen.getByRole('tablist', { name: 'Bet types' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Win', 'Place', 'Each way']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Win' })).toHaveTextContent('Your horse must finish first.');

    fireEvent.click(screen.getByRole('tab', { name: 'Place' }));
    expect(screen.getByRole('tab', { name: 'Place' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Win' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Place' })).toBeVisible();
    expect(openTitles()).toEqual(['Place']);

    // Selecting the open tab again keeps it open.
    fireEvent.click(screen.getByRole('tab', { name: 'Place' }));
    expect(openTitles()).toEqual(['Place']);
  });

  it('moves between tabs with the arrow keys, wrapping, with Home and End', () => {
    render(<CollectionBlock {...collectionFixture()} />);
    const win = screen.getByRole('tab', { name: 'Win' });
    expect(win).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Place' })).toHaveAttribute('tabindex', '-1');

    fireEvent.keyDown(win, { key: 'ArrowDown' });
    expect(screen.getByRole('tab', { name: 'Place' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Place' })).toHaveAttribute('aria-selected', 'true');

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Place' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Each way' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Each way' }), { key: 'ArrowDown' });
    expect(screen.getByRole('tab', { name: 'Win' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Win' }), { key: 'ArrowUp' });
    expect(screen.getByRole('tab', { name: 'Each way' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Each way' }), { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'Win' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Win' }), { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Each way' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Each way' })).toContainElement(
      screen.getByRole('link', { name: 'How to bet' }),
    );
  });
});

describe('CollectionBlock below 768 px', () => {
  beforeEach(() => setViewport(false));

  it('is an accordion without tabs, one item open at a time', () => {
    render(<CollectionBlock {...collectionFixture()} />);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(openTitles()).toEqual(['Win']);

    fireEvent.click(summaryOf('Place'));
    expect(openTitles()).toEqual(['Place']);
    expect(summaryOf('Place')).toHaveAttribute('aria-expanded', 'true');
    expect(summaryOf('Win')).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(summaryOf('Each way'));
    expect(openTitles()).toEqual(['Each way']);
  });

  it('closes the open item when it is tapped again', () => {
    render(<CollectionBlock {...collectionFixture()} />);
    fireEvent.click(summaryOf('Win'));
    expect(openTitles()).toEqual([]);
    fireEvent.click(summaryOf('Win'));
    expect(openTitles()).toEqual(['Win']);
  });
});

describe('CollectionBlock without items', () => {
  it('renders nothing', () => {
    const { container } = render(<CollectionBlock {...collectionFixture({ items: [] })} />);
    expect(container).toBeEmptyDOMElement();
  });
});
