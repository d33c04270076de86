import type { TitleAndTextProps } from './title-and-text-schema';
import { BlockTheme } from '../shared/block-theme';
import { HtmlContent } from '../shared/html-content';

export function TitleAndTextBlock({ title, html, align, theme, royal }: TitleAndTextProps) {
  return (
    <BlockTheme theme={theme} royal={royal}>
      <div className={`mx-auto max-w-3xl ${align === 'centre' ? 'text-center' : ''}`}>
        {title ? <h2 className="text-3xl font-bold text-[var(--accent)] sm:text-4xl">{title}</h2> : null}
        {html ? <HtmlContent html={html} runScripts className="mt-4 text-lg" /> : null}
      </div>
    </BlockTheme>
  );
}
