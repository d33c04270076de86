/** The part of Google Publisher Tag's browser API the site uses (`window.googletag`, with its command queue). */
export interface AdSlot {
  addService(service: unknown): AdSlot;
  defineSizeMapping(mapping: unknown): AdSlot;
}

export interface AdTag {
  cmd: { push(command: () => void): unknown };
  defineSlot?(adUnitPath: string, sizes: [number, number][], divId: string): AdSlot | null;
  sizeMapping?(): {
    addSize(viewport: [number, number], sizes: [number, number][]): unknown;
    build(): unknown;
  };
  pubads?(): unknown;
  enableServices?(): void;
  display?(divId: string): void;
  destroySlots?(slots?: AdSlot[]): boolean;
}

declare global {
  interface Window {
    googletag?: AdTag;
  }
}

/** The tag's command queue: commands wait in the array until the tag's script takes it over. */
export function adTag(): AdTag {
  window.googletag = window.googletag ?? { cmd: [] as Array<() => void> };
  return window.googletag;
}
