/** spec blocks §1: the stored value that remembers the visitor dismissed the project takeover. */
export const TAKEOVER_FLAG = 'dismissedProjectSouthampton';

/** A year: the takeover stays dismissed across visits. */
export const TAKEOVER_FLAG_MAX_AGE = 60 * 60 * 24 * 365;

export function isDismissed(value: string | undefined | null): boolean {
  return value === 'true';
}
