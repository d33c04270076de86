import { once } from 'node:events';
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { RenderedAnswer } from './rendered-answer.mjs';

function answer() {
  const req = new IncomingMessage(new Socket());
  req.method = 'GET';
  req.url = '/news';
  return new RenderedAnswer(req);
}

describe('an answer Next renders into', () => {
  it('keeps the status, every header however it was given, and the body, sending nothing', async () => {
    const rendered = answer();
    rendered.setHeader('cache-control', 's-maxage=30');
    rendered.writeHead(200, 'OK', { 'content-type': 'text/html', vary: 'rsc' });
    rendered.write('<p>');
    rendered.end(Buffer.from('hi</p>'));
    await rendered.settled;
    expect(rendered.statusCode).toBe(200);
    expect(rendered.getHeaders()).toEqual({
      'cache-control': 's-maxage=30',
      'content-type': 'text/html',
      vary: 'rsc',
    });
    expect(rendered.body.toString()).toBe('<p>hi</p>');
    expect(rendered.writableFinished).toBe(true);
    // Next takes an answer still unfinished when it closes for one the visitor abandoned.
    await once(rendered, 'close');
    expect(rendered.writableFinished).toBe(true);
  });

  it('reads headers given as raw pairs, and freezes them at the first byte', async () => {
    const rendered = answer();
    rendered.writeHead(404, ['content-type', 'text/plain', 'x-a', '1']);
    expect(rendered.headersSent).toBe(true);
    expect(() => rendered.setHeader('x-b', '2')).toThrow();
    rendered.end('gone');
    await rendered.settled;
    expect(rendered.getHeaders()).toEqual({ 'content-type': 'text/plain', 'x-a': '1' });
    expect(rendered.body.toString()).toBe('gone');
  });

  it('keeps every value of a name a list gives twice, as Set-Cookie is, over one set before', async () => {
    const rendered = answer();
    rendered.setHeader('set-cookie', 'old=0');
    rendered.writeHead(200, [
      ['Set-Cookie', 'a=1'],
      ['set-cookie', 'b=2'],
    ]);
    rendered.end();
    const flat = answer();
    flat.writeHead(200, ['set-cookie', 'a=1', 'Set-Cookie', 'b=2']);
    flat.end();
    await Promise.all([rendered.settled, flat.settled]);
    expect(rendered.getHeader('set-cookie')).toEqual(['a=1', 'b=2']);
    expect(flat.getHeader('set-cookie')).toEqual(['a=1', 'b=2']);
  });

  it('takes a stream piped into it, as Next sends a page it streams, and says when it finished', async () => {
    const rendered = answer();
    rendered.setHeader('content-type', 'text/html');
    const events: string[] = [];
    rendered.on('finish', () => events.push('finish'));
    rendered.on('close', () => events.push('close'));
    await pipeline(Readable.from(['<html>', '<body>a</body>', '</html>']), rendered);
    expect(rendered.body.toString()).toBe('<html><body>a</body></html>');
    expect(events).toEqual(['finish', 'close']);
  });

  it('tells Next to stop when it is abandoned, and writes nothing after', async () => {
    const rendered = answer();
    const closed = new Promise((resolve) => rendered.once('close', resolve));
    rendered.write('<p>');
    rendered.destroy();
    await rendered.settled;
    await closed;
    expect(rendered.write('more')).toBe(false);
    expect(rendered.destroyed).toBe(true);
    expect(rendered.abandonedWith).toBeInstanceOf(Error);
    expect(rendered.body.toString()).toBe('<p>');
  });
});
