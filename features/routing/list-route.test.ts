import { pageIndex } from './list-route';

describe('pageIndex', () => {
  it('reads a whole page number and refuses anything else', () => {
    expect(pageIndex('3')).toBe(3);
    expect(pageIndex(['2', '5'])).toBe(2);
    for (const hostile of [undefined, '', '-1', 'abc', '1e9', '2.5', ' 4', '9999999']) {
      expect(pageIndex(hostile)).toBe(0);
    }
    expect(pageIndex('5000')).toBe(1000);
  });
});
