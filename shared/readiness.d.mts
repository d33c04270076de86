export function provideReadinessCheck(check: () => Promise<{ ready: boolean }>): void;
export function readinessCheck(): (() => Promise<{ ready: boolean }>) | null;
