export function sandboxPackDir(root: string): string;
export function usesSandbox(): boolean;
export function sandboxEnv(
  root: string,
  ports: { port: number; sandboxPort: number },
): Record<string, string>;
export function withDefaults(defaults: Record<string, string>): Record<string, string | undefined>;
export const SANDBOX_PREVIEW_SECRET: string;
