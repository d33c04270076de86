// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { COPIED_TICK_MS } from './copy-link-button.client';
import { ShareLinks } from './share-links';

const url = 'https://www.kingsmere.example/content/silver-lantern-wins?x=1&y=2';

describe('ShareLinks', () => {
  it('links to each network with the page address, in a new tab, without JavaScript', () => {
    render(<ShareLinks url={url} title="Silver Lantern & co" />);
    const href = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    const encoded = encodeURIComponent(url);
    expect(href(/^Facebook/)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(href(/^X/)).toBe(`https://x.com/intent/post?url=${encoded}&text=Silver%20Lantern%20%26%20co`);
    expect(href(/^LinkedIn/)).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    for (const link of screen.getAllByRole('link')) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('copies the address and shows the tick for 1.5 s', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ShareLinks url={url} title="t" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole('button', { name: /Link copied/ })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(COPIED_TICK_MS - 1));
    expect(screen.getByRole('button', { name: /Link copied/ })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    vi.useRealTimers();
  });
});
