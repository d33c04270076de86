export { isTakeoverDismissed, TAKEOVER_FLAG, TAKEOVER_FLAG_MAX_AGE } from '@/shared/cookies.mjs';
