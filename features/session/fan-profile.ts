// No 'server-only': reads claims the browser may be told (never the token itself).

/** The fan's display name: the verified access token's `name` claim, when it has one. */
export function displayNameOf(name: string | null): string | null {
  return name !== null && name.trim() !== '' ? name.trim().slice(0, 200) : null;
}
