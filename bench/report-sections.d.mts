export function markedSections(text: string | null | undefined): string[];
export function replaceSection(text: string, name: string, body: string): string;
/** Prints `body` and writes it as the section `name` of the page at `file`. */
export function writeSection(file: string, name: string, body: string): void;
