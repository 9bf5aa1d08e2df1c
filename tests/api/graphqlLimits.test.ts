import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { checkGraphqlQuery, GRAPHQL_LIMITS, ROOT_FIELD_COST } from '@/api/graphqlLimits';
import { ALL_POSTS, POST } from '@/features/blog/queries';

const POST_FIELDS = 'slug language title excerpt body coverImage author date __typename';
const aliased = (count: number, field = 'postCount(language: "de")') =>
  Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ');
const nested = (depth: number): string =>
  depth === 1
    ? '__typename'
    : `__schema { types { fields { type { ${'ofType { '.repeat(depth - 5)}name${' }'.repeat(depth - 5)} } } } }`;

describe('checkGraphqlQuery: what one request may ask of the backend', () => {
  it.each([
    ['the blog index, as the shop asks it', print(ALL_POSTS)],
    ['a post, as the shop asks it', print(POST)],
    ['the limit of aliases', `{ ${aliased(GRAPHQL_LIMITS.aliases)} }`],
    ['a fragment spread twice', `{ ...F ...F } fragment F on Query { postCount(language: "de") }`],
    [`depth ${GRAPHQL_LIMITS.depth}`, `{ ${nested(GRAPHQL_LIMITS.depth)} }`],
  ])('%s is run', (_name, query) => {
    expect(checkGraphqlQuery(query)).toMatchObject({ ok: true });
  });

  it.each<[string, string, string]>([
    ['one alias too many', `{ ${aliased(GRAPHQL_LIMITS.aliases + 1)} }`, 'GRAPHQL_TOO_MANY_ALIASES'],
    // the finding: each alias of a root field is a database query of its own
    [
      'hundreds of aliased queries',
      `{ ${aliased(300, `allPosts(language: "de") { slug }`)} }`,
      'GRAPHQL_TOO_MANY_ALIASES',
    ],
    [
      'aliases in a fragment, counted each time it is spread',
      `{ ...F ...F ...F } fragment F on Query { ${aliased(4)} }`,
      'GRAPHQL_TOO_MANY_ALIASES',
    ],
    [
      'fragments that double each other (measured once each, not expanded)',
      `{ ...F9 } ${Array.from({ length: 9 }, (_, i) => `fragment F${i + 1} on Query { ...F${i} ...F${i} }`).join(' ')} fragment F0 on Query { a: postCount(language: "de") }`,
      'GRAPHQL_TOO_MANY_ALIASES',
    ],
    ['one level too deep', `{ ${nested(GRAPHQL_LIMITS.depth + 1)} }`, 'GRAPHQL_TOO_DEEP'],
    [
      'a full introspection',
      '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }',
      'GRAPHQL_TOO_DEEP',
    ],
    ['a fragment that spreads itself', '{ ...F } fragment F on Query { ...F }', 'GRAPHQL_TOO_DEEP'],
    [
      'aliased posts with every field, within the alias limit',
      `{ ${aliased(GRAPHQL_LIMITS.aliases, `allPosts(language: "de", first: 50) { ${POST_FIELDS} }`)} }`,
      'GRAPHQL_TOO_COSTLY',
    ],
    [
      'root fields without aliases, through inline fragments',
      `{ ${Array.from({ length: GRAPHQL_LIMITS.cost / ROOT_FIELD_COST + 1 }, () => '... on Query { postCount(language: "de") }').join(' ')} }`,
      'GRAPHQL_TOO_COSTLY',
    ],
    [
      'two operations, each within the limits, when the request names none',
      `query A { ${aliased(6)} } query B { ${aliased(6)} }`,
      'GRAPHQL_TOO_MANY_ALIASES',
    ],
    ['a query that does not parse', '{ allPosts(', 'GRAPHQL_INVALID'],
    ['more tokens than the parser reads', `{ ${'__typename '.repeat(5_001)}}`, 'GRAPHQL_INVALID'],
  ])('%s is refused', (_name, query, errorCode) => {
    expect(checkGraphqlQuery(query)).toMatchObject({ ok: false, errorCode });
  });

  it('measures the operation the request names, not the others in the document', () => {
    const query = `query A { ${aliased(6)} } query B { ${aliased(6)} }`;
    expect(checkGraphqlQuery(query, 'A')).toMatchObject({ ok: true });
  });
});
