/**
 * A reshaping of an upstream answer, made once per answer. While the HTTP client keeps an answer it
 * gives every caller the same parsed value (platform/http/client.ts), so what is made from that value
 * is kept beside it, for as long as the value lives: a refreshed answer is a new value, reshaped anew.
 * What `reshape` returns is then shared by every render that reads the answer, so callers must treat it
 * as read-only, as they treat the parsed answer itself.
 */
export function perAnswer<A extends object, R>(reshape: (answer: A) => R): (answer: A) => R {
  const made = new WeakMap<A, R>();
  return (answer) => {
    if (made.has(answer)) return made.get(answer) as R;
    const result = reshape(answer);
    made.set(answer, result);
    return result;
  };
}
