export { TAKEOVER_FLAG, TAKEOVER_FLAG_MAX_AGE } from '@/shared/cookies.mjs';

export function isDismissed(value: string | undefined | null): boolean {
  return value === 'true';
}
