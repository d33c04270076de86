/** A script element of an HTML body, kept to be re-inserted after mount (spec blocks §5). */
export interface ScriptSpec {
  attributes: [name: string, value: string][];
  text: string;
}
