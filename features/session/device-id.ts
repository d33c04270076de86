import { randomUUID } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A device id cookie is ours only if it is a UUID; anything else is replaced. */
export function isDeviceId(value: string | null | undefined): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export function newDeviceId(): string {
  return randomUUID();
}
