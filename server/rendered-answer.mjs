// What Next answers for one request, kept instead of sent. Next writes into it as into a visitor's
// response: it is a ServerResponse for the same request, with Node's own header API, never given a
// socket. The serving layer then decides what goes out (server/answers.mjs), in one place, without
// touching the visitor's response until it sends.
import { ServerResponse } from 'node:http';
/** @import { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders } from 'node:http' */

// The headers given to writeHead, by name: an object, a list of [name, value] pairs, or a flat list. A
// name a list repeats (Set-Cookie) keeps every value, as Node's own writeHead keeps them.
/**
 * @param {OutgoingHttpHeaders | unknown[]} headers
 * @returns {Iterable<[string, unknown]>}
 */
function headersByName(headers) {
  if (!Array.isArray(headers)) return Object.entries(headers);
  /** @type {[string, OutgoingHttpHeader][]} */
  const pairs = [];
  if (Array.isArray(headers[0])) pairs.push(.../** @type {[string, OutgoingHttpHeader][]} */ (headers));
  else
    for (let i = 0; i + 1 < headers.length; i += 2)
      pairs.push(/** @type {[string, OutgoingHttpHeader]} */ ([headers[i], headers[i + 1]]));
  /** @type {Map<string, unknown>} */
  const byName = new Map();
  for (const [name, value] of pairs) {
    if (!name) continue;
    const known = byName.get(name.toLowerCase());
    byName.set(name.toLowerCase(), known === undefined ? value : [known, value].flat());
  }
  return byName;
}

/**
 * writeHead's arguments, `(reason?, headers?)` after the status, as Node takes them: the headers given
 * join the ones set before on `res`, over any of the same name, so getHeaders() holds them all before
 * the head is written. Returns the reason phrase, if one was given.
 * @param {ServerResponse} res
 * @param {unknown} reason
 * @param {unknown} [headers]
 * @returns {string | undefined}
 */
export function takeHeadArguments(res, reason, headers) {
  if (typeof reason !== 'string') [reason, headers] = [undefined, reason];
  if (headers && !res.headersSent) {
    const given = /** @type {OutgoingHttpHeaders | unknown[]} */ (headers);
    for (const [name, value] of headersByName(given))
      if (name) res.setHeader(name, /** @type {OutgoingHttpHeader} */ (value));
  }
  return /** @type {string | undefined} */ (reason);
}

export class RenderedAnswer extends ServerResponse {
  /** @type {Buffer[]} */
  #chunks = [];
  /** Settles `settled`: set by the constructor. */
  #settled = () => {};

  /** @param {IncomingMessage} req */
  constructor(req) {
    super(req);
    /**
     * Resolves once Next has ended the answer, or it was abandoned (`destroyed`).
     * @type {Promise<void>}
     */
    this.settled = new Promise((resolve) => (this.#settled = resolve));
  }

  /**
   * Headers given with writeHead join the ones set before, so getHeaders() holds them all.
   * @override
   * @param {number} statusCode
   * @param {unknown} [reason]
   * @param {unknown} [headers]
   * @returns {this}
   */
  writeHead(statusCode, reason, headers) {
    return super.writeHead(statusCode, takeHeadArguments(this, reason, headers));
  }

  /**
   * @override
   * @param {string | Uint8Array | null | undefined} chunk
   * @param {BufferEncoding | ((error?: Error | null) => void)} [encoding]
   * @param {(error?: Error | null) => void} [callback]
   * @returns {boolean}
   */
  write(chunk, encoding, callback) {
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    if (this.finished || this.destroyed) return false;
    if (!this.headersSent) this.writeHead(this.statusCode);
    if (chunk != null && chunk.length !== 0)
      this.#chunks.push(Buffer.from(/** @type {string} */ (chunk), encoding));
    if (callback) process.nextTick(callback);
    return true;
  }

  /**
   * @override
   * @param {string | Uint8Array | null | (() => void)} [chunk]
   * @param {BufferEncoding | (() => void)} [encoding]
   * @param {() => void} [callback]
   * @returns {this}
   */
  end(chunk, encoding, callback) {
    if (typeof chunk === 'function') [chunk, callback] = [undefined, chunk];
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    if (this.finished || this.destroyed) return this;
    if (chunk != null) this.write(chunk, encoding);
    else if (!this.headersSent) this.writeHead(this.statusCode);
    this.finished = true;
    this.#settled();
    process.nextTick(() => {
      this.emit('prefinish');
      this.emit('finish');
      callback?.();
      this.emit('close');
    });
    return this;
  }

  // Finished as soon as it is ended: nothing waits to be flushed to a socket. Next reads this when the
  // answer closes, and takes an unfinished one for a visitor who left. Node 24's own getter is true only
  // once a socket has flushed, which this answer never has.
  /** @override */
  // @ts-expect-error Node's types declare writableFinished a property; Node defines it as a getter, as here.
  get writableFinished() {
    return this.finished;
  }

  /**
   * Nothing is sent, so there is nothing to flush: the headers are only frozen.
   * @override
   */
  flushHeaders() {
    if (!this.headersSent) this.writeHead(this.statusCode);
  }

  /**
   * Abandons the answer (the visitor left, or Next gave up on it): Next stops rendering it.
   * @override
   * @param {Error} [error]
   * @returns {this}
   */
  destroy(error) {
    if (this.destroyed) return this;
    this.destroyed = true;
    /** Why it was abandoned, once `destroyed`. */
    this.abandonedWith = error ?? new Error('abandoned');
    this.#settled();
    process.nextTick(() => {
      if (error && this.listenerCount('error') > 0) this.emit('error', error);
      this.emit('close');
    });
    return this;
  }

  /** Everything written, in order. */
  get body() {
    return Buffer.concat(this.#chunks);
  }
}
