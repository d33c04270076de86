import type { ChildProcess } from 'node:child_process';

export const RESTART_MIN_MS: number;
export const RESTART_MAX_MS: number;
export const STEADY_MS: number;

export interface RestartEntry {
  time: string;
  event: 'restart';
  server: string;
  reason: string;
  ranMs: number;
  delayMs: number;
  restarts: number;
  pid: number | null;
}

export interface Supervised {
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

export function supervise(
  start: () => ChildProcess,
  options?: {
    child?: ChildProcess;
    name?: string;
    log?: (entry: RestartEntry) => void;
    now?: () => number;
    minMs?: number;
  },
): Supervised;
