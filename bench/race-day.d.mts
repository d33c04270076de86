export const LIST_SHARE: number;
export const HEAVIEST_PAGES: string[];
export function raceDayPaths(packDir: string): { cached: string[]; lists: string[] };
export function mixLua(paths: { cached: string[]; lists: string[] }): string;
