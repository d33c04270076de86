import { renderMarkdown } from './markdown';
import type { TextProps } from './text-schema';
import { BlockTheme } from '../shared/block-theme';
import { HtmlContent } from '../shared/html-content';

// Text block content width 2/3, at most 952 px (max-w-text), from the page's left edge.
const column = 'w-full max-w-text md:w-2/3';

function Body({ content, isHtml }: Pick<TextProps, 'content' | 'isHtml'>) {
  if (isHtml) return <HtmlContent html={content} runScripts className={column} />;
  const result = renderMarkdown(content);
  if (!result.ok) {
    return (
      <div role="alert" className={column}>
        <p className="font-semibold">An error occurred</p>
        <pre className="mt-2 text-sm whitespace-pre-wrap">{result.message}</pre>
      </div>
    );
  }
  return <HtmlContent html={result.html} className={column} />;
}

export function TextBlock({ content, isHtml, theme }: TextProps) {
  if (theme === 'dark') {
    return (
      <BlockTheme theme="dark" className="my-part">
        <Body content={content} isHtml={isHtml} />
      </BlockTheme>
    );
  }
  return (
    <div className="container-page py-4 text-lg">
      <Body content={content} isHtml={isHtml} />
    </div>
  );
}
