export function writeFloorApp(parent: string): string;
export function withFrameworkFloor<T>(
  root: string,
  port: number,
  measure: (url: string) => Promise<T>,
): Promise<T>;
