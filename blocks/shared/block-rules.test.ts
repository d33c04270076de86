import {
  blockRuleOf,
  countryFrom,
  findRuledBlock,
  mayView,
  withGatedStandIns,
  withRulesApplied,
  type Viewer,
} from './block-rules';

const block = (rule: Record<string, unknown>) => ({
  contentType: 'TEXT',
  id: 'b',
  content: 'Hello',
  ...rule,
});
const sees = (rule: Record<string, unknown>, viewer: Viewer) => mayView(blockRuleOf(block(rule)), viewer);

const visitor = (country: string | null = null): Viewer => ({ entitlements: null, country });
const fan = (entitlements: string[], country: string | null = null): Viewer => ({ entitlements, country });

describe('a block without rules', () => {
  it.each([
    {},
    { entitlements: [], countries: [] },
    { entitlements: [], countries: [], isWhiteList: true },
    { entitlements: null, countries: null, isWhiteList: null },
    { entitlements: ['  '], countries: [''] },
  ])('%j has no rule and is seen by everyone', (rule) => {
    expect(blockRuleOf(block(rule))).toBeNull();
    expect(sees(rule, visitor())).toBe(true);
    expect(sees(rule, fan([], 'GB'))).toBe(true);
  });
});

describe('entitlements', () => {
  const members = { entitlements: ['member-queen-anne', 'member-royal'] };

  it('show the block to a signed-in fan holding one of them, exactly as named', () => {
    expect(sees(members, fan(['member-royal']))).toBe(true);
    expect(sees(members, fan(['kingsmere-tv', 'member-queen-anne']))).toBe(true);
    expect(sees(members, fan(['Member-Queen-Anne']))).toBe(false);
  });

  it('keep it from a fan holding none of them and from a visitor who is not signed in', () => {
    expect(sees(members, fan(['kingsmere-tv']))).toBe(false);
    expect(sees(members, fan([]))).toBe(false);
    expect(sees(members, visitor('GB'))).toBe(false);
  });
});

describe('countries', () => {
  const onlyHere = { countries: ['GB', 'ie'], isWhiteList: true };
  const notHere = { countries: ['FR'], isWhiteList: false };

  it('with isWhiteList, show the block only in the listed countries, in any case, never to an unknown one', () => {
    expect(sees(onlyHere, visitor('GB'))).toBe(true);
    expect(sees(onlyHere, visitor('IE'))).toBe(true);
    expect(sees(onlyHere, visitor('FR'))).toBe(false);
    expect(sees(onlyHere, visitor(null))).toBe(false);
  });

  it('without isWhiteList (false or absent), keep it from the listed countries only, so an unknown one sees it', () => {
    expect(sees(notHere, visitor('FR'))).toBe(false);
    expect(sees(notHere, visitor('GB'))).toBe(true);
    expect(sees(notHere, visitor(null))).toBe(true);
    expect(sees({ countries: ['FR'] }, visitor('FR'))).toBe(false);
    expect(sees({ countries: ['FR'] }, visitor(null))).toBe(true);
  });

  it('match nobody with an entry that is not two letters', () => {
    expect(sees({ countries: ['England'], isWhiteList: true }, visitor('GB'))).toBe(false);
    expect(sees({ countries: ['England'], isWhiteList: false }, visitor('GB'))).toBe(true);
  });
});

describe('both rules', () => {
  const gbMembers = { entitlements: ['member-queen-anne'], countries: ['GB'], isWhiteList: true };

  it('need both', () => {
    expect(sees(gbMembers, fan(['member-queen-anne'], 'GB'))).toBe(true);
    expect(sees(gbMembers, fan(['member-queen-anne'], 'IE'))).toBe(false);
    expect(sees(gbMembers, fan(['member-queen-anne'], null))).toBe(false);
    expect(sees(gbMembers, fan([], 'GB'))).toBe(false);
    expect(sees(gbMembers, visitor('GB'))).toBe(false);
  });
});

describe('a rule that cannot be read', () => {
  it.each([
    { entitlements: 'member-queen-anne' },
    { entitlements: [7] },
    { countries: 'GB' },
    { countries: [{ code: 'GB' }] },
    { countries: ['GB'], isWhiteList: 'yes' },
    { countries: Array.from({ length: 301 }, () => 'GB') },
  ])('%j shows the block to nobody', (rule) => {
    expect(blockRuleOf(block(rule))).toMatchObject({ kind: 'malformed' });
    expect(sees(rule, fan(['member-queen-anne'], 'GB'))).toBe(false);
    expect(sees(rule, visitor())).toBe(false);
  });
});

describe("the CDN's country header", () => {
  it('is a country when it is two letters, in capitals', () => {
    expect(countryFrom('GB')).toBe('GB');
    expect(countryFrom(' ie ')).toBe('IE');
  });

  it.each([
    null,
    undefined,
    '',
    'XX',
    'T1',
    'GBR',
    'G',
    'G B',
    '<script>',
    'GB,FR',
    '"GB"',
    'é',
    'GB\u0000',
    'GB'.repeat(1000),
  ])('%j is an unknown country', (header) => {
    expect(countryFrom(header)).toBeNull();
  });
});

describe('drawing for one viewer', () => {
  const section = {
    contentType: 'CUSTOM',
    customContentType: 'section',
    id: 'offer',
    entitlements: ['member-queen-anne'],
    customContent: {
      blocks: [
        { contentType: 'TEXT', id: 'everyone', content: 'For every member' },
        { contentType: 'TEXT', id: 'gb', content: 'Only in GB', countries: ['GB'], isWhiteList: true },
      ],
    },
  };

  it('leaves out nested blocks the viewer may not see and drops the rule fields of the rest', () => {
    expect(withRulesApplied(section, fan(['member-queen-anne'], 'FR'))).toEqual({
      contentType: 'CUSTOM',
      customContentType: 'section',
      id: 'offer',
      customContent: { blocks: [{ contentType: 'TEXT', id: 'everyone', content: 'For every member' }] },
    });
    const inGb = withRulesApplied(section, fan(['member-queen-anne'], 'GB')) as typeof section;
    expect(inGb.customContent.blocks[1]).toEqual({ contentType: 'TEXT', id: 'gb', content: 'Only in GB' });
  });

  it('leaves out the block itself for a viewer who may not see it', () => {
    expect(withRulesApplied(section, visitor('GB'))).toBeUndefined();
    expect(withRulesApplied([section], visitor('GB'))).toEqual([]);
  });

  it('keeps fields named like rules on values that are not blocks', () => {
    const value = { contentType: 'TEXT', customContent: { countries: ['GB'] } };
    expect(withRulesApplied(value, visitor())).toEqual(value);
  });
});

describe('finding the block a gated room asks for', () => {
  const blocks = [
    { contentType: 'TEXT', id: 'plain', content: 'Open to all' },
    { contentType: 'CUSTOM', id: 'wrap', children: [{ contentType: 'TEXT', id: 'deep', countries: ['GB'] }] },
  ];

  it('finds a block with a rule by its id, nested or not', () => {
    expect(findRuledBlock(blocks, 'deep')).toMatchObject({ id: 'deep' });
  });

  it('finds nothing for a block without a rule or an id no block has', () => {
    expect(findRuledBlock(blocks, 'plain')).toBeNull();
    expect(findRuledBlock(blocks, 'missing')).toBeNull();
  });
});

describe('the stand-ins a shared page is built from', () => {
  it('keep only the type, id and rule of a block with a rule, at any depth, and leave the rest as given', () => {
    const blocks = [
      { contentType: 'TEXT', id: 'open', content: 'Racecards for everyone' },
      {
        contentType: 'CUSTOM',
        customContentType: 'section',
        id: 'wrap',
        customContent: {
          blocks: [
            {
              contentType: 'CUSTOM',
              customContentType: 'event-card',
              id: 'members',
              customContent: { title_string: 'Members’ evening' },
              entitlements: ['member-queen-anne'],
            },
          ],
        },
      },
      { contentType: 'TEXT', id: 'broken', content: 'Never drawn', countries: 'IE' },
    ];
    const shared = withGatedStandIns(blocks);
    expect(shared[0]).toEqual(blocks[0]);
    expect(shared[1]?.customContent?.blocks).toEqual([
      {
        contentType: 'CUSTOM',
        customContentType: 'event-card',
        id: 'members',
        entitlements: ['member-queen-anne'],
      },
    ]);
    expect(shared[2]).toEqual({ contentType: 'TEXT', id: 'broken', countries: 'IE' });
    expect(JSON.stringify(shared)).not.toMatch(/Members’ evening|Never drawn/);
  });
});
