export const TEMPLATE_FILE: string;
export function edgeKeyMaps(): string;
export function withEdgeKey(template: string): string;
