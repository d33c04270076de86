// Splits an article search query into tokens. Positions are kept so errors can point at the fault.

export type TokenKind =
  'word' | 'quoted' | 'and' | 'or' | 'not' | 'lparen' | 'rparen' | 'colon' | 'comma' | 'eof';

export interface Token {
  kind: TokenKind;
  /** The word or the unescaped quoted text; the symbol itself for punctuation. */
  text: string;
  /** 0-based offset in the query. */
  pos: number;
}

export class QuerySyntaxError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(`${message} (at character ${position + 1})`);
    this.name = 'QuerySyntaxError';
  }
}

// Maps, not object literals: a word such as "constructor" must not find a prototype member.
const PUNCTUATION = new Map<string, TokenKind>([
  ['(', 'lparen'],
  [')', 'rparen'],
  [':', 'colon'],
  [',', 'comma'],
]);
// Operators are upper case only, as in Lucene, so the words "and"/"or" in free text stay words.
const KEYWORDS = new Map<string, TokenKind>([
  ['AND', 'and'],
  ['OR', 'or'],
  ['NOT', 'not'],
]);
const WORD_END = /[\s():,"]/;

export function describeToken(token: Token): string {
  if (token.kind === 'eof') return 'end of query';
  if (token.kind === 'quoted') return `"${token.text}"`;
  return `'${token.text}'`;
}

export function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let pos = 0;
  while (pos < query.length) {
    const char = query[pos] as string;
    if (/\s/.test(char)) {
      pos += 1;
    } else if (PUNCTUATION.has(char)) {
      tokens.push({ kind: PUNCTUATION.get(char) as TokenKind, text: char, pos });
      pos += 1;
    } else if (char === '"') {
      pos = readQuoted(query, pos, tokens);
    } else {
      const start = pos;
      while (pos < query.length && !WORD_END.test(query[pos] as string)) pos += 1;
      const text = query.slice(start, pos);
      tokens.push({ kind: KEYWORDS.get(text) ?? 'word', text, pos: start });
    }
  }
  tokens.push({ kind: 'eof', text: '', pos: query.length });
  return tokens;
}

/** Reads a "quoted value" (backslash escapes the next character); returns the offset after it. */
function readQuoted(query: string, start: number, tokens: Token[]): number {
  let text = '';
  let pos = start + 1;
  while (pos < query.length) {
    const char = query[pos] as string;
    if (char === '\\' && pos + 1 < query.length) {
      text += query[pos + 1];
      pos += 2;
    } else if (char === '"') {
      tokens.push({ kind: 'quoted', text, pos: start });
      return pos + 1;
    } else {
      text += char;
      pos += 1;
    }
  }
  throw new QuerySyntaxError('Unterminated quoted string', start);
}
