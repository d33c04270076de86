import 'server-only';

// Our own view types: components receive these, never the services' raw JSON (DESIGN.md).
// Declarations only, so `import type` from a client component costs nothing at run time.
export type * from './article';
export type * from './auth';
export type * from './block';
export type * from './category';
export type * from './config';
export type * from './content-item';
export type * from './events';
export type * from './lists';
export type * from './poll';
export type * from './video';
