// The texts of the error page: one for 404, one for any other status.
export const NOT_FOUND_TEXT = 'The page you are looking for cannot be found.';
export const SERVER_ERROR_TEXT =
  'The server encountered an internal error or misconfiguration and is currently unable to complete your request';

export function notFoundMessage(path: string): string {
  return `Page Not Found: ${path}`;
}

/** The route that renders the 404 page for a path the proxy found to be no page of the site. */
export const NOT_FOUND_ROUTE = '/page-not-found';

/** The route that renders the error page when the content service cannot answer for a path. */
export const UNAVAILABLE_ROUTE = '/service-unavailable';
