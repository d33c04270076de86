/** Where the guard keeps the path it last reloaded and until when (the route-reload guard). */
export const RELOAD_GUARD_KEY = 'furlong:reload-guard';
/** How long a reloaded path is not reloaded again: a chunk still missing after that shows the error. */
export const RELOAD_GUARD_SECONDS = 10;
/** The function the guard leaves on `window` for the error pages to call. */
export const RELOAD_ONCE = '__furlongReloadOnce';
