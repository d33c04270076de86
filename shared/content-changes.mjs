// A content change, as the app hears of it (POST /api/revalidate on this instance, or another
// instance's notice on Redis), handed on to the serving layer, whose HTML cache then drops the pages
// that changed. The two are built apart, so they meet on the process's global object, as readiness does.
const KEY = Symbol.for('furlong.contentChanges');

/**
 * @typedef {object} ContentChange
 * @property {string[]} paths The site's paths of the pages that changed.
 * @property {boolean} everything Any page may have changed (the navigation, or a cache tag).
 */
/** @typedef {(change: ContentChange) => void} ContentChangeListener */

/** The process's listeners, on its global object. */
const listeners = /** @type {{ [KEY]?: Set<ContentChangeListener> }} */ (globalThis);

/** The Redis channel on which an instance tells the others of a change. */
export const CONTENT_CHANGED_CHANNEL = 'furlong:content-changed';

/**
 * A change as it goes out on the channel: the paths that changed, and whether any page may have.
 * @param {Partial<ContentChange>} change
 * @returns {string}
 */
export function changeNotice({ paths = [], everything = false }) {
  return JSON.stringify({ paths, everything });
}

/**
 * A notice read back. Anything else (an older instance's bare timestamp) counts as every page.
 * @param {string} message
 * @returns {ContentChange}
 */
export function readChangeNotice(message) {
  try {
    const notice = JSON.parse(message);
    if (notice && Array.isArray(notice.paths) && typeof notice.everything === 'boolean') {
      return {
        paths: notice.paths.filter((/** @type {unknown} */ path) => typeof path === 'string'),
        everything: notice.everything,
      };
    }
  } catch {
    // not a notice
  }
  return { paths: [], everything: true };
}

/**
 * Called by the serving layer: `listener` hears every change from now on.
 * @param {ContentChangeListener} listener
 */
export function onContentChange(listener) {
  (listeners[KEY] ??= new Set()).add(listener);
}

/**
 * Called by the app when content changed. A listener that throws costs the others nothing.
 * @param {ContentChange} change
 */
export function contentChanged(change) {
  for (const listener of listeners[KEY] ?? []) {
    try {
      listener(change);
    } catch (error) {
      console.warn('A content change listener failed:', error);
    }
  }
}
