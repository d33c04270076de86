import type { BlockOutlineProps } from './block-outline';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** What an outline can safely say about any block, however malformed its fields. */
export function outlineOf(block: Record<string, unknown>): BlockOutlineProps {
  const custom = record(block.customContent);
  const kind = text(block.customContentType) ?? text(block.contentType) ?? 'Block';
  return {
    kind: kind.replace(/[-_]/g, ' '),
    title: text(block.title) ?? text(custom.title_string) ?? text(custom.packagemembershipTitle_string),
    text: text(custom.description_string) ?? (block.isHtml ? undefined : text(block.content)),
  };
}
