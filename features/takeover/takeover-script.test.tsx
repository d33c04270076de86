// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { TAKEOVER_FLAG } from './takeover-flag';
import { TakeoverScript, takeoverScript } from './takeover-script';

const written: string[] = [];

function runHeadScript(active: boolean | null, cookie = '') {
  written.length = 0;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => cookie,
    set: (value: string) => void written.push(value),
  });
  new Function(takeoverScript(active))();
  return document.documentElement.dataset.takeover;
}

afterEach(() => {
  Reflect.deleteProperty(document, 'cookie');
  delete document.documentElement.dataset.takeover;
  localStorage.clear();
});

describe('the takeover before first paint, while a takeover runs', () => {
  it('shows the takeover to a visitor who has not dismissed it', () => {
    expect(runHeadScript(true)).toBe('active');
    expect(runHeadScript(true, `${TAKEOVER_FLAG}=false`)).toBe('active');
    expect(runHeadScript(true, `x${TAKEOVER_FLAG}=true`)).toBe('active');
  });

  it('shows the site to a visitor whose cookie or storage says dismissed', () => {
    expect(runHeadScript(true, `a=1; ${TAKEOVER_FLAG}=true; b=2`)).toBeUndefined();
    localStorage.setItem(TAKEOVER_FLAG, 'true');
    expect(runHeadScript(true)).toBeUndefined();
  });

  it('shows the site, without an error, when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(runHeadScript(true)).toBeUndefined();
  });
});

describe('the takeover before first paint, with no takeover running', () => {
  it("stores 'false' for a new visitor and never shows the takeover", () => {
    expect(runHeadScript(false)).toBeUndefined();
    expect(localStorage.getItem(TAKEOVER_FLAG)).toBe('false');
  });

  it('resets a dismissal, flag and cookie, so the next takeover shows', () => {
    localStorage.setItem(TAKEOVER_FLAG, 'true');
    runHeadScript(false, `a=1; ${TAKEOVER_FLAG}=true`);
    expect(localStorage.getItem(TAKEOVER_FLAG)).toBe('false');
    expect(written).toEqual([`${TAKEOVER_FLAG}=; Path=/; Max-Age=0; SameSite=Lax`]);
  });

  it('leaves a dismissal alone while the content service cannot say whether a takeover runs', () => {
    localStorage.setItem(TAKEOVER_FLAG, 'true');
    expect(runHeadScript(null, `${TAKEOVER_FLAG}=true`)).toBeUndefined();
    expect(localStorage.getItem(TAKEOVER_FLAG)).toBe('true');
    expect(written).toEqual([]);
  });
});

describe('TakeoverScript', () => {
  it('renders the head script as one inline script element', () => {
    const html = renderToStaticMarkup(<TakeoverScript active />);
    expect(html).toBe(`<script>${takeoverScript(true)}</script>`);
  });
});
