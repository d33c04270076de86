export function busiestWindow(times: number[], windowMs: number): number;
export function upstreamBudget(
  resources: Record<string, number[]>,
  options?: { windowMs?: number; limit?: number },
): {
  resources: number;
  requests: number;
  most: number;
  over: { resource: string; requests: number; busiest: number; times: number[] }[];
};
