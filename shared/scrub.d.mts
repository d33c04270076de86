export const REDACTED: string;
export const MESSAGE_CAP: number;
export function scrubText<T>(text: T): T;
export function cappedText<T>(text: T, cap?: number): T;
export function scrubValue<T>(value: T, depth?: number): T;
