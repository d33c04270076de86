import { takeoverArticles } from '@/features/takeover/takeover-active';
import { UpstreamUnavailableError } from '@/platform/http/outcome';
import type { Article } from '@/platform/types/article';
import type { Category } from '@/platform/types/category';
import { cmsRedirectFor } from './cms-redirect';
import { loadListData } from './list-data';
import { decidePage, PAGE_DECISION_BUDGET_MS } from './page-decision';
import { pageExists } from './page-exists';

vi.mock('./cms-redirect', () => ({ cmsRedirectFor: vi.fn() }));
vi.mock('./list-data', () => ({ loadListData: vi.fn() }));
vi.mock('./page-exists', () => ({ pageExists: vi.fn() }));
vi.mock('@/features/takeover/takeover-active', () => ({ takeoverArticles: vi.fn() }));

const category: Category = {
  id: 'c1',
  clientId: null,
  text: 'Racing',
  slug: 'news-racing',
  parentId: null,
  path: 'news/racing',
  lastModified: null,
  tags: [],
  children: [],
};
const never = () => new Promise<never>(() => {});
const request = (pathname: string, search = '') => ({
  pathname,
  searchParams: new URLSearchParams(search),
  dismissed: true,
});

beforeEach(() => {
  vi.mocked(cmsRedirectFor).mockResolvedValue(null);
  vi.mocked(takeoverArticles).mockResolvedValue([]);
  vi.mocked(pageExists).mockResolvedValue({ kind: 'page', match: { kind: 'category', category } });
  vi.mocked(loadListData).mockResolvedValue(undefined);
});

afterEach(() => {
  vi.useRealTimers();
});

const OPEN: Article['auth'] = { loginRequired: false, roles: [], entitlements: [], restrictionType: null };

describe('decidePage', () => {
  it('applies a CMS redirect before anything else', async () => {
    vi.mocked(cmsRedirectFor).mockResolvedValue({ location: 'https://shop.example/', external: true });
    expect(await decidePage(request('/shop'))).toEqual({
      kind: 'redirect',
      location: 'https://shop.example/',
      status: 307,
    });
  });

  it('sends an undismissed visitor to the takeover', async () => {
    vi.mocked(takeoverArticles).mockResolvedValue([{} as never]);
    expect(await decidePage({ ...request('/news'), dismissed: false })).toEqual({ kind: 'takeover' });
  });

  it('leaves the offline page where it is for an undismissed visitor, as the offline worker keeps it', async () => {
    vi.mocked(takeoverArticles).mockResolvedValue([{} as never]);
    expect(await decidePage({ ...request('/offline'), dismissed: false })).not.toEqual({ kind: 'takeover' });
  });

  it('answers a list whose data the service cannot give with the 503 page', async () => {
    vi.mocked(loadListData).mockRejectedValue(
      new UpstreamUnavailableError({ reason: 'network', path: '/x' }),
    );
    expect(await decidePage(request('/news/racing', 'page=2'))).toEqual({ kind: 'unavailable' });
    expect(loadListData).toHaveBeenCalledWith({ kind: 'category', category }, new URLSearchParams('page=2'));
  });

  it('tells lists, pages and errors apart', async () => {
    expect(await decidePage(request('/news/racing'))).toEqual({ kind: 'list' });
    vi.mocked(pageExists).mockResolvedValue({
      kind: 'page',
      match: { kind: 'screen', name: 'search-results' },
    });
    expect(await decidePage(request('/search-results', 'query=gold'))).toEqual({ kind: 'screen' });
    vi.mocked(pageExists).mockResolvedValue({ kind: 'page', match: { kind: 'screen', name: '_blocks' } });
    expect(await decidePage(request('/_blocks'))).toEqual({ kind: 'page' });
    vi.mocked(pageExists).mockResolvedValue({ kind: 'error', status: 404 });
    expect(await decidePage(request('/nowhere'))).toEqual({ kind: 'error', status: 404 });
  });

  it('renders a page with a filterable list per request only when its address asks for a filter or page', async () => {
    const filter = {
      contentType: 'CUSTOM',
      customContentType: 'master-filter-and-indexes',
      customContent: {},
    };
    const page = (blocks: unknown[]) =>
      vi.mocked(pageExists).mockResolvedValue({
        kind: 'page',
        match: { kind: 'article', article: { blocks, auth: OPEN } as unknown as Article },
      });
    page([filter]);
    expect(await decidePage(request('/whats-on-page', 'filter=summer'))).toEqual({ kind: 'filtered' });
    expect(await decidePage(request('/whats-on-page', 'page=2'))).toEqual({ kind: 'filtered' });
    expect(await decidePage(request('/whats-on-page'))).toEqual({ kind: 'page' });
    expect(await decidePage(request('/whats-on-page', 'utm_source=mail'))).toEqual({ kind: 'page' });
    page([{ contentType: 'TEXT', content: 'no list' }]);
    expect(await decidePage(request('/about', 'filter=summer'))).toEqual({ kind: 'page' });
  });

  it('marks an article a signed-in fan may be given more of: a login, roles or entitlements', async () => {
    const withAuth = (auth: Partial<Article['auth']>) =>
      vi.mocked(pageExists).mockResolvedValue({
        kind: 'page',
        match: { kind: 'article', article: { blocks: [], auth: { ...OPEN, ...auth } } as unknown as Article },
      });
    withAuth({});
    expect(await decidePage(request('/content/open-story'))).toEqual({ kind: 'page' });
    for (const auth of [
      { loginRequired: true },
      { roles: ['editor'] },
      { entitlements: ['member-queen-anne'] },
    ]) {
      withAuth(auth);
      expect(await decidePage(request('/content/members-story'))).toEqual({
        kind: 'page',
        membersOnly: true,
      });
    }
  });

  it('runs the lookups side by side and decides within the budget when the service is slow', async () => {
    vi.useFakeTimers();
    vi.mocked(cmsRedirectFor).mockImplementation(never);
    vi.mocked(takeoverArticles).mockImplementation(never);
    vi.mocked(pageExists).mockImplementation(never);
    const decision = decidePage({ ...request('/racedays'), dismissed: false });
    expect(cmsRedirectFor).toHaveBeenCalled();
    expect(takeoverArticles).toHaveBeenCalled();
    expect(pageExists).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(PAGE_DECISION_BUDGET_MS);
    expect(await decision).toEqual({ kind: 'unavailable' });
  });

  it('serves the page when only the redirect and takeover lookups are slow', async () => {
    vi.useFakeTimers();
    vi.mocked(cmsRedirectFor).mockImplementation(never);
    vi.mocked(takeoverArticles).mockImplementation(never);
    vi.mocked(pageExists).mockResolvedValue({ kind: 'page', match: { kind: 'screen', name: 'news' } });
    const decision = decidePage({ ...request('/news'), dismissed: false });
    await vi.advanceTimersByTimeAsync(PAGE_DECISION_BUDGET_MS);
    expect(await decision).toEqual({ kind: 'screen' });
  });
});
