// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { AccountArea } from './account-area';
import { AccountSync } from './account-sync.client';
import { fanScript } from './fan-script';

function runHeadScript(cookie: string) {
  delete document.documentElement.dataset.fan;
  Object.defineProperty(document, 'cookie', { configurable: true, get: () => cookie });
  new Function(fanScript())();
  return document.documentElement.dataset.fan;
}

// The document's own cookie goes back to jsdom's after each test.
afterEach(() => {
  Reflect.deleteProperty(document, 'cookie');
});

describe('the signed-in hint before first paint', () => {
  it('marks a signed-in fan from the hint cookie only', () => {
    expect(runHeadScript('a=1; furlong_fan=in; b=2')).toBe('in');
    expect(runHeadScript('furlong_fan=in')).toBe('in');
    expect(runHeadScript('')).toBeUndefined();
    expect(runHeadScript('furlong_fan=out')).toBeUndefined();
    expect(runHeadScript('xfurlong_fan=in')).toBeUndefined();
    expect(runHeadScript('furlong_fan=inx')).toBeUndefined();
  });

  it('leaves the signed-out state, without an error, when cookies are blocked', () => {
    delete document.documentElement.dataset.fan;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(() => new Function(fanScript())()).not.toThrow();
    expect(document.documentElement.dataset.fan).toBeUndefined();
  });

  it('puts both states in the HTML, each marked for the CSS that hides the other', () => {
    render(<AccountArea accountHref="https://id.test/account" />);
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/api/session/sign-in');
    expect(signIn.closest('[data-fan-part]')).toHaveAttribute('data-fan-part', 'out');
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute(
      'href',
      'https://id.test/account',
    );
    const signOut = screen.getByRole('link', { name: 'Sign out' });
    expect(signOut).toHaveAttribute('href', '?signout');
    expect(signOut.closest('[data-fan-part]')).toHaveAttribute('data-fan-part', 'in');
  });
});

describe('the session check for a hinted fan', () => {
  afterEach(() => {
    delete document.documentElement.dataset.fan;
  });

  it('asks /api/session and drops the signed-in state when the session has lapsed', async () => {
    const fetchSpy = vi.fn(async () => Response.json({ signedIn: false, fanId: null, displayName: null }));
    vi.stubGlobal('fetch', fetchSpy);
    document.documentElement.dataset.fan = 'in';
    render(<AccountSync />);
    await waitFor(() => expect(document.documentElement.dataset.fan).toBeUndefined());
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/session',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    vi.unstubAllGlobals();
  });

  it('greets a fan whose session stands by first name beside the account links', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ signedIn: true, fanId: 'fan-1', displayName: 'Ellie  Marchbank' })),
    );
    document.documentElement.dataset.fan = 'in';
    render(
      <>
        <AccountArea accountHref="https://id.test/account" compact sync />
        <AccountArea accountHref="https://id.test/account" />
      </>,
    );
    await waitFor(() =>
      expect([...document.querySelectorAll('[data-fan-name]')].map((slot) => slot.textContent)).toEqual([
        'Ellie',
        'Ellie',
      ]),
    );
    expect(document.documentElement.dataset.fan).toBe('in');
    expect(screen.getAllByRole('link', { name: /My account/ })).toHaveLength(2);
    vi.unstubAllGlobals();
  });

  it('makes no request for an anonymous visitor', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    render(<AccountSync />);
    expect(fetchSpy).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
