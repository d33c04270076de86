import 'server-only';
import { NextResponse } from 'next/server';
import { readCapped, TOO_LARGE } from '@/platform/shared/read-capped';

const PRIVATE = { 'cache-control': 'private, no-store' };

export type BodyRead = { ok: true; text: string } | { ok: false; response: NextResponse };

/** 413 with a JSON error naming the limit; the connection is closed rather than read to its end. */
export function bodyTooLarge(limit: number): NextResponse {
  return NextResponse.json(
    { error: `The request body is larger than this address takes (${limit} bytes)` },
    { status: 413, headers: { ...PRIVATE, connection: 'close' } },
  );
}

/**
 * A request's body as text, read no further than `limit` bytes: a declared Content-Length past it is
 * refused before a byte is read, and a body that grows past it while read (chunked, or longer than
 * declared) is cancelled there. Either way the answer is a 413; a body that breaks off is a 400.
 */
export async function readBody(request: Request, limit: number): Promise<BodyRead> {
  let bytes: Awaited<ReturnType<typeof readCapped>>;
  try {
    bytes = await readCapped(request.body, request.headers, limit);
  } catch {
    return {
      ok: false,
      response: NextResponse.json(
        { error: 'The request body could not be read' },
        { status: 400, headers: PRIVATE },
      ),
    };
  }
  if (bytes === TOO_LARGE) return { ok: false, response: bodyTooLarge(limit) };
  return { ok: true, text: new TextDecoder().decode(bytes) };
}

/** The body's JSON, or null when it is not JSON (each route then says what it expected). */
export function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
