export function phaseSummary(
  seen: { status: number | string; withContent: boolean; ms: number }[],
  unseen: { status: number | string; ms: number }[],
): {
  seen: { total: number; withContent: number; failed: number; p99: number };
  unseen: { total: number; errorPage: number; hangs: number; slowest: number };
};
