export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}
export function frameName(frame: CallFrame): string;
export function summarise(
  profile: CpuProfile,
  options?: { count?: number; groups?: Record<string, string> },
): {
  busyMs: number;
  frames: { name: string; ms: number; share: number }[];
  groups: { label: string; ms: number; share: number }[];
};
