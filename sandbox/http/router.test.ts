import { decodeSegments, Router } from './router';

const noop = () => undefined;

describe('router', () => {
  const router = new Router()
    .on('GET', '/a/:id', noop)
    .on('POST', '/a/:id', noop)
    .on('GET', '/a/:id/b', noop)
    .on('GET', '/files/*rest', noop);

  it('matches literal and parameter segments', () => {
    expect(router.match('GET', ['a', '7'])).toMatchObject({ kind: 'found', params: { id: '7' } });
    expect(router.match('GET', ['a', '7', 'b'])).toMatchObject({ kind: 'found', params: { id: '7' } });
    expect(router.match('GET', ['a'])).toEqual({ kind: 'none' });
    expect(router.match('GET', ['a', '7', 'c'])).toEqual({ kind: 'none' });
  });

  it('collects the rest of the path', () => {
    expect(router.match('GET', ['files', 'x', 'y.png'])).toMatchObject({ params: { rest: 'x/y.png' } });
    expect(router.match('GET', ['files'])).toEqual({ kind: 'none' });
  });

  it('tells a wrong method from an unknown path', () => {
    expect(router.match('DELETE', ['a', '7'])).toEqual({ kind: 'wrong-method', allow: ['GET', 'POST'] });
    expect(router.match('HEAD', ['a', '7']).kind).toBe('found');
  });

  it('decodes segments and rejects broken percent-encoding', () => {
    expect(decodeSegments('/a/b%20c/')).toEqual(['a', 'b c']);
    expect(decodeSegments('/a/%E0%A4%A')).toBeUndefined();
  });
});
