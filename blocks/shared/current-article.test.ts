import { hasRelatedBlock } from './current-article';

describe('finding the page’s own related block', () => {
  it('finds a related block at the top or nested in sections and tabs', () => {
    expect(hasRelatedBlock([{ contentType: 'TEXT' }, { contentType: 'RELATED_CONTENT', max: 6 }])).toBe(true);
    const nested = [
      { contentType: 'CUSTOM', customContent: { blocks: [{ contentType: 'RELATED_CONTENT' }] } },
    ];
    expect(hasRelatedBlock(nested)).toBe(true);
  });

  it('finds none in a page without one, or past the nesting limit', () => {
    expect(hasRelatedBlock([{ contentType: 'TEXT', title: 'RELATED_CONTENT' }])).toBe(false);
    let deep: unknown = { contentType: 'RELATED_CONTENT' };
    for (let i = 0; i < 10; i += 1) deep = [deep];
    expect(hasRelatedBlock([deep] as never)).toBe(false);
  });
});
