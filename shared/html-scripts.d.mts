/** A script element of HTML: its attributes in order and its text. */
export interface ScriptSpec {
  attributes: [name: string, value: string][];
  text: string;
}
/** An HTML text's parts: the text whole, or the consecutive parts it was given in. */
export function textParts(html: string | readonly string[]): readonly string[];
/** A script element and where it stands in the text: from its `<` to just after its `</script>`. */
export interface PlacedScript extends ScriptSpec {
  start: number;
  end: number;
}
/** `html` may come as consecutive parts, read as one. */
export function readScripts(html: string | readonly string[]): ScriptSpec[];
export function readScripts(html: string | readonly string[], options: { positions: true }): PlacedScript[];
export function scriptAttribute(script: ScriptSpec, name: string): string | null;
export function isInlineCode(script: ScriptSpec): boolean;
export function sha256Source(text: string | readonly string[], encoding?: 'utf8' | 'latin1'): string;
