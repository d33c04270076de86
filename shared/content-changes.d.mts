export interface ContentChange {
  /** The site's paths of the pages that changed. */
  paths: string[];
  /** Any page may have changed (the navigation, or a cache tag). */
  everything: boolean;
}

export const CONTENT_CHANGED_CHANNEL: string;
export function changeNotice(change: Partial<ContentChange>): string;
export function readChangeNotice(message: string): ContentChange;
export function onContentChange(listener: (change: ContentChange) => void): void;
export function contentChanged(change: ContentChange): void;
