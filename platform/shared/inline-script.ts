import 'server-only';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for inside a <script> element. Escaping '<' (and '>' and '&') keeps a string such as
 * '</script>' or '<!--' from ending the element, and the result is still the same JSON.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => UNSAFE_IN_SCRIPT[character] ?? character,
  );
}

/**
 * The text of an inline <script> that calls `run` with `args`, so the script is type-checked and
 * linted as TypeScript. `run` is sent as its own source text: it must be self-contained (no imports,
 * no module values, only plain code that no compiler rewrites with helpers).
 */
export function inlineCall<Args extends JsonValue[]>(run: (...args: Args) => void, ...args: Args): string {
  return `(${run.toString()})(${args.map(jsonForScript).join(',')});`;
}
