export function commandPath(command: string): string | null;
export function ensureCommand(command: string, pkg?: string): string;
