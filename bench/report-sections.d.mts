export function markedSections(text: string | null | undefined): string[];
export function replaceSection(text: string, name: string, body: string): string;
