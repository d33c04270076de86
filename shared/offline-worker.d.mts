export const WORKER_PATH: '/serwist/sw.js';
export const WORKER_CACHE_CONTROL: 'no-cache';
export function isWorkerScript(url: string | undefined): boolean;
