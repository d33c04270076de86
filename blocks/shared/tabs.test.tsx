// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Tabs, type TabItem } from './tabs.client';

const items: TabItem[] = [
  { key: 'qa', label: 'Queen Anne', panel: <a href="#queen-anne">Queen Anne tickets</a> },
  { key: 'village', label: 'Village', detail: '25 June', panel: <a href="#village">Village tickets</a> },
  { key: 'windsor', label: 'Windsor', panel: <p>Windsor tickets</p> },
];

/** The panel a tab controls (a hidden panel has no accessible name to find it by). */
function panelOf(tabName: string | RegExp): HTMLElement | null {
  const tab = screen.getByRole('tab', { name: tabName });
  return document.getElementById(tab.getAttribute('aria-controls') ?? '');
}

describe('Tabs', () => {
  it('selects the default tab and shows only its panel', () => {
    render(<Tabs label="Enclosures" items={items} defaultIndex={1} />);
    const tabs = within(screen.getByRole('tablist', { name: 'Enclosures' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(screen.getByRole('tab', { name: 'Village, 25 June' })).toHaveAttribute('tabindex', '0');
    expect(panelOf(/Village/)).toBeVisible();
    expect(panelOf('Queen Anne')).not.toBeVisible();
    expect(screen.getByRole('link', { name: 'Village tickets' })).toBeVisible();
    for (const tab of tabs) {
      expect(document.getElementById(tab.getAttribute('aria-controls') ?? '')).toHaveAttribute(
        'aria-labelledby',
        tab.id,
      );
    }
  });

  it('shows the clicked tab’s panel', () => {
    render(<Tabs label="Enclosures" items={items} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Windsor' }));
    expect(screen.getByRole('tab', { name: 'Windsor' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Queen Anne' })).toHaveAttribute('aria-selected', 'false');
    expect(panelOf('Windsor')).toBeVisible();
    expect(panelOf('Queen Anne')).not.toBeVisible();
  });

  it('moves with the arrow keys (wrapping), Home and End, with a roving tabindex', () => {
    render(<Tabs label="Enclosures" items={items} />);
    const qa = screen.getByRole('tab', { name: 'Queen Anne' });
    fireEvent.keyDown(qa, { key: 'ArrowRight' });
    const village = screen.getByRole('tab', { name: /Village/ });
    expect(village).toHaveFocus();
    expect(village).toHaveAttribute('aria-selected', 'true');
    expect(village).toHaveAttribute('tabindex', '0');
    expect(qa).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(village, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Windsor' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Windsor' }), { key: 'ArrowRight' });
    expect(qa).toHaveFocus();
    fireEvent.keyDown(qa, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Windsor' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Windsor' }), { key: 'Home' });
    expect(qa).toHaveFocus();
    expect(panelOf('Queen Anne')).toBeVisible();
  });

  it('in the server HTML keeps every panel, the others hidden by a class that scripting-off undoes', () => {
    const html = renderToStaticMarkup(<Tabs label="Enclosures" items={items} />);
    expect(html).toContain('Queen Anne tickets');
    expect(html).toContain('Village tickets');
    expect(html).toContain('Windsor tickets');
    expect(html).not.toMatch(/ hidden=""/);
    const page = document.createElement('div');
    page.innerHTML = html;
    const hiddenPanels = [...page.querySelectorAll('[role="tabpanel"]')].filter((panel) =>
      panel.classList.contains('hidden'),
    );
    expect(hiddenPanels.map((panel) => panel.textContent)).toEqual([
      'Village, 25 JuneVillage tickets',
      'WindsorWindsor tickets',
    ]);
    for (const panel of hiddenPanels) expect(panel).toHaveClass('noscript:block');
    expect(page.querySelector('[role="tablist"]')).toHaveClass('noscript:hidden');
  });

  it('renders nothing without items', () => {
    const { container } = render(<Tabs label="Enclosures" items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
