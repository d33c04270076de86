// Recursive-descent parser for the article search language.
// Grammar (precedence NOT > AND > OR; juxtaposed terms mean AND):
//   query   := or EOF
//   or      := and (OR and)*
//   and     := not ((AND)? not)*
//   not     := NOT not | primary
//   primary := '(' or ')' | WORD ':' value | WORD | QUOTED
//   value   := WORD | QUOTED | '(' vor ')'            -- inside a group: field:("a","b"), field:(a AND b)
//   vor     := vand ((OR | ',') vand)*
//   vand    := vnot ((AND)? vnot)*
//   vnot    := NOT vnot | value
import { describeToken, QuerySyntaxError, tokenize, type Token, type TokenKind } from './tokenize';

export type QueryNode =
  | { type: 'all' }
  | { type: 'and'; operands: QueryNode[] }
  | { type: 'or'; operands: QueryNode[] }
  | { type: 'not'; operand: QueryNode }
  | { type: 'field'; path: string[]; value: string; quoted: boolean }
  | { type: 'text'; text: string };

// Guards against queries built to exhaust the stack; real queries nest two or three levels.
const MAX_DEPTH = 32;
const MAX_LENGTH = 4000;
const STARTS_TERM: TokenKind[] = ['word', 'quoted', 'lparen', 'not'];

export function parseQuery(query: string): QueryNode {
  if (query.length > MAX_LENGTH)
    throw new QuerySyntaxError(`Query longer than ${MAX_LENGTH} characters`, MAX_LENGTH);
  const parser = new Parser(tokenize(query));
  if (parser.peek().kind === 'eof') return { type: 'all' };
  const node = parser.or(0);
  const rest = parser.peek();
  if (rest.kind !== 'eof') {
    const hint = rest.kind === 'rparen' ? " with no matching '('" : '';
    throw new QuerySyntaxError(`Unexpected ${describeToken(rest)}${hint}`, rest.pos);
  }
  return node;
}

class Parser {
  private index = 0;
  constructor(private readonly tokens: Token[]) {}

  peek(): Token {
    return this.tokens[this.index] ?? (this.tokens[this.tokens.length - 1] as Token);
  }

  private next(): Token {
    const token = this.peek();
    if (token.kind !== 'eof') this.index += 1;
    return token;
  }

  private deeper(depth: number, at: Token): number {
    if (depth + 1 > MAX_DEPTH)
      throw new QuerySyntaxError(`Query nested more than ${MAX_DEPTH} levels deep`, at.pos);
    return depth + 1;
  }

  private closeGroup(open: Token): void {
    const token = this.peek();
    if (token.kind !== 'rparen') {
      throw new QuerySyntaxError(
        `Expected ')' to close the '(' at character ${open.pos + 1}, found ${describeToken(token)}`,
        token.pos,
      );
    }
    this.next();
  }

  or(depth: number): QueryNode {
    const operands = [this.and(depth)];
    while (this.peek().kind === 'or') {
      this.next();
      operands.push(this.and(depth));
    }
    return operands.length === 1 ? (operands[0] as QueryNode) : { type: 'or', operands };
  }

  private and(depth: number): QueryNode {
    const operands = [this.not(depth)];
    for (;;) {
      const token = this.peek();
      if (token.kind === 'and') this.next();
      else if (!STARTS_TERM.includes(token.kind)) break;
      operands.push(this.not(depth));
    }
    return operands.length === 1 ? (operands[0] as QueryNode) : { type: 'and', operands };
  }

  private not(depth: number): QueryNode {
    const token = this.peek();
    if (token.kind !== 'not') return this.primary(depth);
    this.next();
    return { type: 'not', operand: this.not(this.deeper(depth, token)) };
  }

  private primary(depth: number): QueryNode {
    const token = this.next();
    if (token.kind === 'lparen') {
      const node = this.or(this.deeper(depth, token));
      this.closeGroup(token);
      return node;
    }
    if (token.kind === 'quoted') return { type: 'text', text: token.text };
    if (token.kind === 'word') {
      if (this.peek().kind !== 'colon') return { type: 'text', text: token.text };
      this.next();
      return this.value(fieldPath(token), depth);
    }
    throw new QuerySyntaxError(`Expected a search term, found ${describeToken(token)}`, token.pos);
  }

  // --- values after `field:` ---

  private value(path: string[], depth: number): QueryNode {
    const token = this.next();
    if (token.kind === 'word') return { type: 'field', path, value: token.text, quoted: false };
    if (token.kind === 'quoted') return { type: 'field', path, value: token.text, quoted: true };
    if (token.kind === 'lparen') {
      if (this.peek().kind === 'rparen')
        throw new QuerySyntaxError(`Empty value list for '${path.join('.')}'`, token.pos);
      const node = this.valueOr(path, this.deeper(depth, token));
      this.closeGroup(token);
      return node;
    }
    throw new QuerySyntaxError(
      `Expected a value after '${path.join('.')}:', found ${describeToken(token)}`,
      token.pos,
    );
  }

  private valueOr(path: string[], depth: number): QueryNode {
    const operands = [this.valueAnd(path, depth)];
    while (this.peek().kind === 'or' || this.peek().kind === 'comma') {
      this.next();
      operands.push(this.valueAnd(path, depth));
    }
    return operands.length === 1 ? (operands[0] as QueryNode) : { type: 'or', operands };
  }

  private valueAnd(path: string[], depth: number): QueryNode {
    const operands = [this.valueNot(path, depth)];
    for (;;) {
      const token = this.peek();
      if (token.kind === 'and') this.next();
      else if (!STARTS_TERM.includes(token.kind)) break;
      operands.push(this.valueNot(path, depth));
    }
    return operands.length === 1 ? (operands[0] as QueryNode) : { type: 'and', operands };
  }

  private valueNot(path: string[], depth: number): QueryNode {
    const token = this.peek();
    if (token.kind !== 'not') return this.value(path, depth);
    this.next();
    return { type: 'not', operand: this.valueNot(path, this.deeper(depth, token)) };
  }
}

function fieldPath(token: Token): string[] {
  const path = token.text.split('.');
  if (path.some((segment) => segment === '')) {
    throw new QuerySyntaxError(`Invalid field name '${token.text}'`, token.pos);
  }
  return path;
}
