// Control characters (a decoded %00, %0A) never belong in a slug or on a page: shown as U+FFFD.
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** Route parameters as plain text; a malformed escape (`%E0%A4%A`) is kept as typed rather than thrown. */
export function decodeSegments(segments: readonly string[]): string[] {
  return segments.map((segment) => {
    try {
      return decodeURIComponent(segment).replace(CONTROL, '\uFFFD');
    } catch {
      return segment;
    }
  });
}
