import { campaignBlocksOf, MAX_CAMPAIGN_BLOCKS } from './campaign-blocks';

describe('campaignBlocksOf', () => {
  const text = { contentType: 'TEXT', content: '<p>Hi</p>', isHtml: true };

  it('keeps a short list of blocks as they are, for their own schemas to read', () => {
    expect(campaignBlocksOf([text, { contentType: 'CUSTOM', customContentType: 'x' }])).toEqual([
      text,
      { contentType: 'CUSTOM', customContentType: 'x' },
    ]);
    expect(campaignBlocksOf([])).toEqual([]);
  });

  it('refuses anything else: not a list, entries without a type, too many or too large', () => {
    expect(campaignBlocksOf(text)).toBeNull();
    expect(campaignBlocksOf([{ content: 'no type' }])).toBeNull();
    expect(campaignBlocksOf([{ contentType: '' }])).toBeNull();
    expect(campaignBlocksOf(Array.from({ length: MAX_CAMPAIGN_BLOCKS + 1 }, () => text))).toBeNull();
    expect(campaignBlocksOf([{ ...text, content: 'x'.repeat(200_001) }])).toBeNull();
  });
});
