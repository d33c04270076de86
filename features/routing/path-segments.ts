/** Route parameters as plain text; a malformed escape (`%E0%A4%A`) is kept as typed rather than thrown. */
export function decodeSegments(segments: readonly string[]): string[] {
  return segments.map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
}
