import type { TextBoxAndDetailsProps } from './text-box-and-details-schema';
import { ActionLink } from '../shared/action-link';
import { BlockTheme } from '../shared/block-theme';
import { ContentIcon } from '../shared/content-icon';
import { HtmlContent } from '../shared/html-content';

export function TextBoxAndDetailsBlock({
  title,
  html,
  details,
  button,
  theme,
  royal,
}: TextBoxAndDetailsProps) {
  return (
    <BlockTheme theme={theme} royal={royal}>
      <div className="grid gap-8 md:grid-cols-[3fr_2fr] md:items-start">
        <div>
          {title ? <h2 className="heading-section">{title}</h2> : null}
          {html ? <HtmlContent html={html} runScripts className="mt-stack text-lg" /> : null}
          {button ? <ActionLink link={button} className="mt-6" subject={title} /> : null}
        </div>
        {details.length > 0 ? (
          <dl className="divide-y divide-current/15 rounded-xl border border-current/15 px-5">
            {details.map((row) => (
              <div key={row.label} className="flex items-center gap-3 py-4">
                <ContentIcon name={row.icon} className="h-6 w-6 shrink-0 text-[var(--accent)]" />
                <dt className="text-sm tracking-wide uppercase opacity-80">{row.label}</dt>
                {row.value ? <dd className="ml-auto font-semibold">{row.value}</dd> : null}
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </BlockTheme>
  );
}
