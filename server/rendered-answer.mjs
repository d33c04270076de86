// What Next answers for one request, kept instead of sent. Next writes into it as into a visitor's
// response: it is a ServerResponse for the same request, with Node's own header API, never given a
// socket. The serving layer then decides what goes out (server/answers.mjs), in one place, without
// touching the visitor's response until it sends.
import { ServerResponse } from 'node:http';

/** The [name, value] pairs of headers given to writeHead: an object, a list of pairs, or a flat list. */
export function headerPairs(headers) {
  if (!Array.isArray(headers)) return Object.entries(headers);
  if (Array.isArray(headers[0])) return headers;
  const pairs = [];
  for (let i = 0; i + 1 < headers.length; i += 2) pairs.push([headers[i], headers[i + 1]]);
  return pairs;
}

export class RenderedAnswer extends ServerResponse {
  #chunks = [];
  #settled;

  constructor(req) {
    super(req);
    /** Resolves once Next has ended the answer, or it was abandoned (`destroyed`). */
    this.settled = new Promise((resolve) => (this.#settled = resolve));
  }

  // Headers given with writeHead join the ones set before, so getHeaders() holds them all.
  writeHead(statusCode, reason, headers) {
    if (typeof reason !== 'string') [reason, headers] = [undefined, reason];
    if (headers && !this.headersSent) {
      for (const [name, value] of headerPairs(headers)) {
        if (name) this.setHeader(name, value);
      }
    }
    return super.writeHead(statusCode, reason);
  }

  write(chunk, encoding, callback) {
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    if (this.finished || this.destroyed) return false;
    if (!this.headersSent) this.writeHead(this.statusCode);
    if (chunk != null && chunk.length !== 0) this.#chunks.push(Buffer.from(chunk, encoding));
    if (callback) process.nextTick(callback);
    return true;
  }

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
  get writableFinished() {
    return this.finished;
  }

  // Nothing is sent, so there is nothing to flush: the headers are only frozen.
  flushHeaders() {
    if (!this.headersSent) this.writeHead(this.statusCode);
  }

  /** Abandons the answer (the visitor left, or Next gave up on it): Next stops rendering it. */
  destroy(error) {
    if (this.destroyed) return this;
    this.destroyed = true;
    this.abandonedWith = error ?? new Error('abandoned');
    this.#settled();
    process.nextTick(() => {
      if (error && this.listenerCount('error') > 0) this.emit('error', error);
      this.emit('close');
    });
    return this;
  }

  get body() {
    return Buffer.concat(this.#chunks);
  }
}
