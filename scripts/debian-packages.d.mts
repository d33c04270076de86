/** The command's full path, or null when it is not installed. */
export function commandPath(command: string): string | null;
/** The command's full path, installing Debian's package for it when it is missing (as root). */
export function ensureCommand(command: string, pkg?: string): string;
