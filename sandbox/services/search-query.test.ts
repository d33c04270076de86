import {
  compareBy,
  matchesQuery,
  parseQuery,
  parseSort,
  QuerySyntaxError,
  tokenize,
  valuesAt,
} from './search-query';

const articles = [
  {
    id: 'a1',
    slug: 'gold-cup-preview',
    singlePage: false,
    pinned: true,
    publishDate: '2026-05-01T10:00:00.000Z',
    heroMedia: { title: 'Gold Cup preview', summary: 'Who wins the big race?' },
    categories: [
      { id: '12', slug: 'news-racing', text: 'Racing' },
      { id: '7', slug: 'news-features', text: 'Features' },
    ],
    displayCategory: { id: '7', text: 'Race Days' },
    tags: [{ id: 't1', label: 'Gold Cup' }, 'featured'],
    readTimeMinutes: 4,
  },
  {
    id: 'abc',
    slug: 'project-takeover',
    singlePage: true,
    pinned: false,
    publishDate: '2026-05-03T10:00:00Z',
    heroMedia: { title: 'Takeover' },
    categories: [{ id: '12', slug: 'project-takeover', text: 'Takeover' }],
    displayCategory: { id: '7', text: 'Race Days' },
  },
  {
    id: 'c3',
    slug: 'community-day',
    singlePage: true,
    pinned: false,
    publishDate: '2026-04-20T10:00:00Z',
    heroMedia: { title: 'Community day', summary: 'Schools and charities' },
    categories: [{ id: '1', slug: 'news-community', text: 'Community' }],
  },
];

/** Ids of the sample articles a query matches. */
function search(query: string): string[] {
  const node = parseQuery(query);
  return articles.filter((article) => matchesQuery(node, article)).map((article) => article.id);
}

function syntaxError(query: string): QuerySyntaxError {
  try {
    parseQuery(query);
  } catch (error) {
    if (error instanceof QuerySyntaxError) return error;
    throw error;
  }
  throw new Error(`"${query}" parsed without error`);
}

describe('tokenize', () => {
  it('splits fields, values, operators, punctuation and quoted strings with their positions', () => {
    expect(tokenize('a.b:("x y",z) AND NOT c').map(({ kind, text, pos }) => [kind, text, pos])).toEqual([
      ['word', 'a.b', 0],
      ['colon', ':', 3],
      ['lparen', '(', 4],
      ['quoted', 'x y', 5],
      ['comma', ',', 10],
      ['word', 'z', 11],
      ['rparen', ')', 12],
      ['and', 'AND', 14],
      ['not', 'NOT', 18],
      ['word', 'c', 22],
      ['eof', '', 23],
    ]);
  });

  it('treats lower-case and/or/not as words, and unescapes backslashes in quotes', () => {
    expect(tokenize('and or not').map((token) => token.kind)).toEqual(['word', 'word', 'word', 'eof']);
    expect(tokenize('"say \\"hi\\" \\\\ now"')[0]?.text).toBe('say "hi" \\ now');
  });
});

describe('parseQuery', () => {
  it('builds field terms with dotted paths, quoted or not', () => {
    expect(parseQuery('categories.id:12')).toEqual({
      type: 'field',
      path: ['categories', 'id'],
      value: '12',
      quoted: false,
    });
    expect(parseQuery('displayCategory.text:"Race Days"')).toEqual({
      type: 'field',
      path: ['displayCategory', 'text'],
      value: 'Race Days',
      quoted: true,
    });
  });

  it('gives NOT precedence over AND, and AND over OR', () => {
    const node = parseQuery('a:1 OR NOT b:2 AND c:3');
    expect(node).toEqual({
      type: 'or',
      operands: [
        { type: 'field', path: ['a'], value: '1', quoted: false },
        {
          type: 'and',
          operands: [
            { type: 'not', operand: { type: 'field', path: ['b'], value: '2', quoted: false } },
            { type: 'field', path: ['c'], value: '3', quoted: false },
          ],
        },
      ],
    });
  });

  it('reads juxtaposed terms as AND', () => {
    expect(parseQuery('gold cup')).toEqual({
      type: 'and',
      operands: [
        { type: 'text', text: 'gold' },
        { type: 'text', text: 'cup' },
      ],
    });
  });

  it('expands a value group into terms on the same field', () => {
    expect(parseQuery('categories.id:("1","2")')).toEqual({
      type: 'or',
      operands: [
        { type: 'field', path: ['categories', 'id'], value: '1', quoted: true },
        { type: 'field', path: ['categories', 'id'], value: '2', quoted: true },
      ],
    });
    expect(parseQuery('categories.id:(1 AND 2)')).toMatchObject({
      type: 'and',
      operands: [{ value: '1' }, { value: '2' }],
    });
  });

  it('answers an empty or blank query with match-all', () => {
    expect(parseQuery('')).toEqual({ type: 'all' });
    expect(parseQuery('   ')).toEqual({ type: 'all' });
  });
});

describe('malformed queries', () => {
  it.each([
    ['(singlePage:true', "Expected ')' to close the '(' at character 1, found end of query"],
    ['singlePage:true)', "Unexpected ')' with no matching '('"],
    ['categories.id:', "Expected a value after 'categories.id:', found end of query"],
    ['categories.id:()', "Empty value list for 'categories.id'"],
    ['categories.id:("1",)', "Expected a value after 'categories.id:', found ')'"],
    ['heroMedia.title:"Gold', 'Unterminated quoted string'],
    ['a AND', 'Expected a search term, found end of query'],
    ['OR a', "Expected a search term, found 'OR'"],
    ['NOT', 'Expected a search term, found end of query'],
    ['a OR OR b', "Expected a search term, found 'OR'"],
    [':value', "Expected a search term, found ':'"],
    ['categories..id:1', "Invalid field name 'categories..id'"],
    ['.id:1', "Invalid field name '.id'"],
    ['a:1, b:2', "Unexpected ','"],
    ['a:b:c', "Unexpected ':'"],
    ['()', "Expected a search term, found ')'"],
  ])('%s is refused: %s', (query, message) => {
    expect(syntaxError(query).message).toContain(message);
  });

  it('says where the problem is', () => {
    const error = syntaxError('singlePage:true AND (categories.id:1');
    expect(error.position).toBe(36);
    expect(error.message).toMatch(/\(at character 37\)$/);
  });

  it('refuses nesting deep enough to threaten the stack, and over-long queries', () => {
    expect(syntaxError(`${'('.repeat(40)}a${')'.repeat(40)}`).message).toContain(
      'nested more than 32 levels',
    );
    expect(syntaxError(`${'NOT '.repeat(40)}a`).message).toContain('nested more than 32 levels');
    expect(syntaxError(`a:(${'('.repeat(40)}1${')'.repeat(40)})`).message).toContain(
      'nested more than 32 levels',
    );
    expect(syntaxError('a '.repeat(2001)).message).toContain('longer than 4000 characters');
  });

  it('never throws anything but a QuerySyntaxError on random input', () => {
    const alphabet = ['a', 'b.c', ':', '(', ')', '"', ',', ' ', 'AND', 'OR', 'NOT', '*', '\\', '1'];
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let round = 0; round < 2000; round += 1) {
      const length = Math.floor(random() * 12);
      const query = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      try {
        const node = parseQuery(query);
        articles.forEach((article) => matchesQuery(node, article));
      } catch (error) {
        expect(error).toBeInstanceOf(QuerySyntaxError);
      }
    }
  });
});

describe('matchesQuery', () => {
  it('serves the queries the site sends', () => {
    expect(search('singlePage:false AND categories.id:("12")')).toEqual(['a1']);
    expect(search('singlePage:true AND categories.id:12')).toEqual(['abc']);
    expect(search('displayCategory.id:7 AND NOT id:abc')).toEqual(['a1']);
    expect(search('categories.id:(12 AND 7)')).toEqual(['a1']);
    expect(search('categories.slug:project-takeover')).toEqual(['abc']);
  });

  it('matches a path through an array when any element matches', () => {
    expect(search('categories.slug:news-features')).toEqual(['a1']);
    expect(search('tags.label:"Gold Cup"')).toEqual(['a1']);
    expect(search('tags:featured')).toEqual(['a1']);
  });

  it('compares values whole and case-insensitively', () => {
    expect(search('displayCategory.text:"race days"')).toEqual(['a1', 'abc']);
    expect(search('categories.slug:project')).toEqual([]);
    expect(search('heroMedia.title:gold')).toEqual([]);
  });

  it('reads booleans and numbers as their text', () => {
    expect(search('singlePage:true')).toEqual(['abc', 'c3']);
    expect(search('pinned:TRUE')).toEqual(['a1']);
    expect(search('readTimeMinutes:4')).toEqual(['a1']);
  });

  it('supports any-of and all-of value groups, OR and parentheses', () => {
    expect(search('id:("a1","c3")')).toEqual(['a1', 'c3']);
    expect(search('id:(a1 OR c3)')).toEqual(['a1', 'c3']);
    expect(search('categories.id:(12 AND 1)')).toEqual([]);
    expect(search('(id:a1 OR id:abc) AND singlePage:true')).toEqual(['abc']);
    expect(search('id:a1 OR id:abc AND singlePage:true')).toEqual(['a1', 'abc']);
    expect(search('NOT (id:a1 OR id:abc)')).toEqual(['c3']);
    // field:(NOT x) means NOT field:x: no element may match
    expect(search('categories.id:(NOT 12)')).toEqual(['c3']);
  });

  it('matches free text against title, summary and slug', () => {
    expect(search('gold')).toEqual(['a1']);
    expect(search('CHARITIES')).toEqual(['c3']);
    expect(search('takeover')).toEqual(['abc']);
    expect(search('"big race"')).toEqual(['a1']);
    expect(search('gold community')).toEqual([]);
    expect(search('gold OR community')).toEqual(['a1', 'c3']);
  });

  it('treats an unquoted * as a wildcard', () => {
    expect(search('slug:gold*')).toEqual(['a1']);
    expect(search('categories.slug:*community')).toEqual(['c3']);
    expect(search('heroMedia.summary:*')).toEqual(['a1', 'c3']);
    expect(search('slug:"gold*"')).toEqual([]);
  });

  it('matches nothing for missing fields and never reaches prototype members', () => {
    expect(search('nothing.here:1')).toEqual([]);
    expect(search('constructor:*')).toEqual([]);
    expect(search('constructor')).toEqual([]);
    expect(search('toString:(hasOwnProperty OR valueOf)')).toEqual([]);
    expect(search('heroMedia.title.length:8')).toEqual([]);
    expect(search('__proto__.x:1')).toEqual([]);
  });

  it('matches everything for an empty query', () => {
    expect(search('')).toEqual(['a1', 'abc', 'c3']);
  });
});

describe('valuesAt', () => {
  it('flattens nested arrays along the path', () => {
    expect(valuesAt({ a: [{ b: [1, 2] }, { b: 3 }, { c: 4 }] }, ['a', 'b'])).toEqual([1, 2, 3]);
  });
});

describe('sorting', () => {
  it('reads sort parameters', () => {
    expect(parseSort('publishDate,DESC')).toEqual({ path: ['publishDate'], descending: true });
    expect(parseSort('lastModified.date,asc')).toEqual({ path: ['lastModified', 'date'], descending: false });
    expect(parseSort('publishDate')).toBeUndefined();
    expect(parseSort('publishDate,SIDEWAYS')).toBeUndefined();
  });

  it('orders dates by instant and puts documents without the field last', () => {
    const docs = [...articles, { id: 'none' }];
    const newest = [...docs]
      .sort(compareBy({ path: ['publishDate'], descending: true }))
      .map((doc) => doc.id);
    expect(newest).toEqual(['abc', 'a1', 'c3', 'none']);
    const oldest = [...docs]
      .sort(compareBy({ path: ['publishDate'], descending: false }))
      .map((doc) => doc.id);
    expect(oldest).toEqual(['c3', 'a1', 'abc', 'none']);
  });
});
