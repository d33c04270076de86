// The article search language: `field:value`, `field:"quoted"`, `field:("a","b")`, AND / OR / NOT,
// parentheses, dotted paths through arrays, and free text. See search-query/parse.ts for the grammar.
export { QuerySyntaxError, tokenize } from './search-query/tokenize';
export { parseQuery, type QueryNode } from './search-query/parse';
export { compareBy, matchesQuery, parseSort, valuesAt, type SortOrder } from './search-query/evaluate';
