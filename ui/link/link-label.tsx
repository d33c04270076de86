import { linkTextSuffix } from './link-text';

/**
 * A link's visible text, followed by its target's title in visually hidden words when the text alone
 * says nothing out of context: search engines read a link's text, not its label. The visible words stay
 * the editor's (or the fixed label's, such as 'Learn more') and come first. The link itself takes
 * `linkName` as its accessible name, since browsers differ on the space before hidden words.
 */
export function LinkLabel({ text, subject }: { text: string; subject?: string | undefined }) {
  const suffix = linkTextSuffix(text, subject);
  return (
    <>
      {text}
      {suffix ? <span className="sr-only">{suffix}</span> : null}
    </>
  );
}
