import { asksForList, hasFilterableList, readListRequest } from './list-request';

describe('list request', () => {
  it('reads the filter and a whole page of 1 or more from the address', () => {
    const read = (query: string) => readListRequest('/p', new URLSearchParams(query));
    expect(read('filter=a&filter=b&page=3')).toEqual({ filter: ['a', 'b'], page: 3, pathname: '/p' });
    for (const page of ['0', '-2', '1.5', 'abc', '', '1e3']) expect(read(`page=${page}`).page).toBe(1);
    expect(read('page=99999').page).toBe(1000);
  });

  it('says whether an address asks for more than the first unfiltered list', () => {
    expect(asksForList(new URLSearchParams('filter=a'))).toBe(true);
    expect(asksForList(new URLSearchParams('page=2'))).toBe(true);
    expect(asksForList(new URLSearchParams('utm_source=x'))).toBe(false);
  });

  it('finds a master filter among the blocks, nested ones included', () => {
    const filter = {
      contentType: 'CUSTOM',
      customContentType: 'master-filter-and-indexes',
      customContent: {},
    };
    expect(hasFilterableList([{ contentType: 'TEXT', content: 'x' }])).toBe(false);
    expect(hasFilterableList([filter])).toBe(true);
    expect(
      hasFilterableList([
        { contentType: 'CUSTOM', customContentType: 'section-block', customContent: { blocks: [filter] } },
      ]),
    ).toBe(true);
  });
});
