/** What the Network Information API says about the visitor's connection, where the browser has it. */
interface NetworkInformation extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

function connection(): NetworkInformation | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

/** Prefetching is skipped on slow or data-saver connections. */
export function prefetchAllowed(info: { saveData?: boolean; effectiveType?: string } | undefined): boolean {
  if (!info) return true;
  if (info.saveData) return false;
  return info.effectiveType !== 'slow-2g' && info.effectiveType !== '2g';
}

export function subscribeToConnection(onChange: () => void): () => void {
  const info = connection();
  info?.addEventListener('change', onChange);
  return () => info?.removeEventListener('change', onChange);
}

export function currentPrefetchAllowed(): boolean {
  return prefetchAllowed(connection());
}
