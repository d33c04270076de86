/** The app's check, or null to take it back (a test's server that has not started the app). */
export function provideReadinessCheck(check: (() => Promise<{ ready: boolean }>) | null): void;
export function readinessCheck(): (() => Promise<{ ready: boolean }>) | null;
