// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { parseCountdownTarget, remainingParts } from './countdown';
import { CountdownBanner } from './countdown.client';

const start = Date.UTC(2026, 5, 16, 13, 0, 0);

function digits() {
  const numbers = screen.getByRole('timer').querySelectorAll('[class*="tabular-nums"]');
  return Array.from(numbers, (node) => node.textContent).join(':');
}

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('parseCountdownTarget', () => {
  it('reads day/month/year and hour:minute as UTC', () => {
    expect(parseCountdownTarget('16/6/2026', '13:30')).toBe(Date.UTC(2026, 5, 16, 13, 30));
    expect(parseCountdownTarget('01/12/2026', '9:05')).toBe(Date.UTC(2026, 11, 1, 9, 5));
  });

  it('needs both the date and the time', () => {
    expect(parseCountdownTarget('16/6/2026', undefined)).toBeUndefined();
    expect(parseCountdownTarget('', '13:30')).toBeUndefined();
    expect(parseCountdownTarget(null, null)).toBeUndefined();
  });

  it('rejects impossible or malformed dates and times', () => {
    expect(parseCountdownTarget('31/02/not-a-year', '25:99')).toBeUndefined();
    expect(parseCountdownTarget('31/02/2026', '12:00')).toBeUndefined();
    expect(parseCountdownTarget('29/02/2027', '12:00')).toBeUndefined();
    expect(parseCountdownTarget('16/13/2026', '12:00')).toBeUndefined();
    expect(parseCountdownTarget('16/6/2026', '24:00')).toBeUndefined();
    expect(parseCountdownTarget('16/6/2026', '12:60')).toBeUndefined();
    expect(parseCountdownTarget('2026-06-16', '12:00')).toBeUndefined();
    expect(parseCountdownTarget('29/02/2028', '12:00')).toBe(Date.UTC(2028, 1, 29, 12));
  });
});

describe('remainingParts', () => {
  it('splits what is left into days, hours, minutes and seconds', () => {
    const target = start + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(remainingParts(target, start)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      totalSeconds: 183_845,
    });
  });

  it('is never negative', () => {
    expect(remainingParts(start, start + 60_000)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      totalSeconds: 0,
    });
  });
});

describe('CountdownBanner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the time left from the first render, named by its target and not announced', () => {
    render(
      <CountdownBanner target={start + 90_061_000} renderedAt={start}>
        Starts in
      </CountdownBanner>,
    );
    const timer = screen.getByRole('timer', {
      name: 'Countdown to 17 June 2026, 14:01 UTC',
    });
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(digits()).toBe('01:01:01:01');
    expect(screen.getByText('Starts in')).toBeInTheDocument();
  });

  it('already shows the numbers in the server HTML', () => {
    const html = renderToString(<CountdownBanner target={start + 90_061_000} renderedAt={start} />);
    expect(html).toContain('role="timer"');
    expect(html.match(/>(\d\d)</g)).toEqual(['>01<', '>01<', '>01<', '>01<']);
  });

  it('ticks every second', () => {
    render(<CountdownBanner target={start + 10_000} renderedAt={start} />);
    expect(digits()).toBe('00:00:00:10');
    act(() => vi.advanceTimersByTime(1000));
    expect(digits()).toBe('00:00:00:09');
    act(() => vi.advanceTimersByTime(3000));
    expect(digits()).toBe('00:00:00:06');
  });

  it('pauses while the tab is hidden and resyncs from the clock when it shows again', () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    render(<CountdownBanner target={start + 120_000} renderedAt={start} />);
    setVisibility('hidden');
    const ticksBefore = vi.getTimerCount();
    act(() => vi.advanceTimersByTime(30_000));
    expect(ticksBefore).toBe(0);
    expect(digits()).toBe('00:00:02:00');
    setVisibility('visible');
    expect(digits()).toBe('00:00:01:30');
    expect(setInterval).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(digits()).toBe('00:00:01:29');
  });

  it('at zero fires countdown:end and onEnd once, then hides the banner', () => {
    const onEnd = vi.fn();
    const ended = vi.fn();
    document.addEventListener('countdown:end', ended);
    try {
      render(
        <CountdownBanner target={start + 2000} renderedAt={start} onEnd={onEnd}>
          Starts in
        </CountdownBanner>,
      );
      act(() => vi.advanceTimersByTime(1000));
      expect(digits()).toBe('00:00:00:01');
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
      expect(screen.queryByText('Starts in')).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(5000));
      expect(onEnd).toHaveBeenCalledTimes(1);
      expect(ended).toHaveBeenCalledTimes(1);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      document.removeEventListener('countdown:end', ended);
    }
  });

  it('renders nothing for a target already past', () => {
    const { container } = render(<CountdownBanner target={start - 1000} renderedAt={start} />);
    expect(container).toBeEmptyDOMElement();
  });
});
