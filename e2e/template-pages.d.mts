export const TEMPLATES: Readonly<Record<string, string>>;
export const WIDTHS: readonly [375, 1440];
export function heightAt(width: number): number;
export function awaitEveryPicture(): Promise<string[]>;
