import type { TitleAndTextProps } from './title-and-text-schema';
import { BlockTheme } from '../shared/block-theme';
import { HtmlContent } from '../shared/html-content';

// The content's Centre alignment is drawn as Left: every section heading starts at the page's left edge
// (docs/design-system.md).
export function TitleAndTextBlock({ title, html, theme, royal }: TitleAndTextProps) {
  return (
    <BlockTheme theme={theme} royal={royal}>
      <div className="max-w-measure">
        {title ? <h2 className="heading-section">{title}</h2> : null}
        {html ? <HtmlContent html={html} runScripts className="mt-stack text-lg" /> : null}
      </div>
    </BlockTheme>
  );
}
