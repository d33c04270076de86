/** How long after a page finishes loading its page view is sent. */
export const PAGE_VIEW_DELAY_MS = 500;

export type SendPageView = (path: string, title: string | null) => void;

/**
 * A page view is sent 500 ms after a page finishes loading, once per distinct full path
 * (query included), on the first page and on every client-side navigation. "Finishes loading" is the
 * window's load event for the first page and the new route's render for a client-side navigation; a
 * page left within the 500 ms is not counted. The paths counted are this document's: a full page load
 * starts afresh.
 */
export class PageViews {
  private readonly sent = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private onLoad: (() => void) | null = null;

  constructor(
    private readonly send: SendPageView,
    private readonly win: Window = window,
  ) {}

  /** The page at this full path is showing. */
  shown(path: string): void {
    this.cancel();
    if (this.sent.has(path)) return this.decided(path);
    const arm = () => {
      this.onLoad = null;
      this.timer = setTimeout(() => {
        this.timer = null;
        this.sent.add(path);
        this.send(path, this.win.document.title || null);
        this.decided(path);
      }, PAGE_VIEW_DELAY_MS);
    };
    if (this.win.document.readyState === 'complete') arm();
    else {
      this.onLoad = arm;
      this.win.addEventListener('load', arm, { once: true });
    }
  }

  /** The page says which path's view was last decided (sent, or already counted), for tests to wait on. */
  private decided(path: string): void {
    this.win.document.documentElement.dataset.pageView = path;
  }

  private cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (this.onLoad) this.win.removeEventListener('load', this.onLoad);
    this.onLoad = null;
  }
}
