import {
  GraphQLError,
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { graphqlLimitCodes } from './storefront';

/**
 * How much one GraphQL request may ask of the backend (ADR 0046). Every field at the root of a
 * query is a database query of its own, and aliases ask for the same one again under other names:
 * `{ a: allPosts(…) b: allPosts(…) … }` made hundreds of queries out of one request. The shop's own
 * queries (src/features/blog/queries.ts) have depth 2, no alias, and cost under 30.
 */
export const GRAPHQL_LIMITS = {
  /** fields nested in fields: the blog's are 2 deep; a full introspection (11) is no shop's query */
  depth: 6,
  /** aliases in the whole request, each fragment counted as often as it is spread */
  aliases: 10,
  /** every field 1, every root field (a database query) ROOT_FIELD_COST */
  cost: 100,
} as const;

/** What a root field costs: a database query, where a nested field is a property of its answer. */
export const ROOT_FIELD_COST = 10;

/** The longest query in tokens the parser reads before it gives up: its cost grows with them. */
const MAX_TOKENS = 5_000;

export type GraphqlLimitCode = (typeof graphqlLimitCodes)[number];

export type CheckedQuery =
  | { ok: true; document: DocumentNode }
  | { ok: false; errorCode: 'GRAPHQL_INVALID' | GraphqlLimitCode; message: string };

interface Measure {
  depth: number;
  aliases: number;
  cost: number;
}

const NOTHING: Measure = { depth: 0, aliases: 0, cost: 0 };
/** A fragment that spreads itself: refused by validation anyway, and never expanded here. */
const ENDLESS: Measure = { depth: Infinity, aliases: 0, cost: Infinity };

class Measurer {
  private readonly memo = new Map<string, Measure>();
  private readonly open = new Set<string>();

  constructor(private readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>) {}

  /** A selection set's depth (its own fields are 1), aliases and cost, fragments spread in place. */
  selections(set: SelectionSetNode | undefined, root: boolean): Measure {
    if (!set) return NOTHING;
    let depth = 0;
    let aliases = 0;
    let cost = 0;
    for (const selection of set.selections) {
      let part: Measure;
      if (selection.kind === Kind.FIELD) {
        const inner = this.selections(selection.selectionSet, false);
        part = {
          depth: inner.depth + 1,
          aliases: inner.aliases + (selection.alias ? 1 : 0),
          cost: inner.cost + (root ? ROOT_FIELD_COST : 1),
        };
      } else if (selection.kind === Kind.INLINE_FRAGMENT)
        part = this.selections(selection.selectionSet, root);
      else part = this.fragment(selection.name.value, root);
      depth = Math.max(depth, part.depth);
      aliases += part.aliases;
      cost += part.cost;
    }
    return { depth, aliases, cost };
  }

  /** A named fragment, measured once per place (root or not) however often it is spread. */
  private fragment(name: string, root: boolean): Measure {
    const key = `${root}:${name}`;
    const known = this.memo.get(key);
    if (known) return known;
    if (this.open.has(key)) return ENDLESS;
    const definition = this.fragments.get(name);
    if (!definition) return NOTHING;
    this.open.add(key);
    const measured = this.selections(definition.selectionSet, root);
    this.open.delete(key);
    this.memo.set(key, measured);
    return measured;
  }
}

/** The operations a request may run: the one it names, or every one when it names none. */
function operationsOf(document: DocumentNode, operationName: string | undefined) {
  return document.definitions.filter(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      (operationName === undefined || definition.name?.value === operationName),
  );
}

/**
 * A query parsed and measured against GRAPHQL_LIMITS before anything runs it: the storefront checks
 * it before it forwards it, the sandbox before it executes it. Parse errors are GRAPHQL_INVALID.
 */
export function checkGraphqlQuery(source: string, operationName?: string): CheckedQuery {
  let document: DocumentNode;
  try {
    document = parse(source, { noLocation: true, maxTokens: MAX_TOKENS });
  } catch (error) {
    const message = error instanceof GraphQLError ? error.message : 'The query does not parse';
    return { ok: false, errorCode: 'GRAPHQL_INVALID', message };
  }
  const fragments = new Map(
    document.definitions
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((definition) => [definition.name.value, definition] as const),
  );
  const measurer = new Measurer(fragments);
  let total = NOTHING;
  for (const operation of operationsOf(document, operationName))
    if (operation.kind === Kind.OPERATION_DEFINITION) {
      const measured = measurer.selections(operation.selectionSet, true);
      total = {
        depth: Math.max(total.depth, measured.depth),
        aliases: total.aliases + measured.aliases,
        cost: total.cost + measured.cost,
      };
    }
  if (total.depth > GRAPHQL_LIMITS.depth)
    return {
      ok: false,
      errorCode: 'GRAPHQL_TOO_DEEP',
      message: `The query nests fields deeper than ${GRAPHQL_LIMITS.depth}`,
    };
  if (total.aliases > GRAPHQL_LIMITS.aliases)
    return {
      ok: false,
      errorCode: 'GRAPHQL_TOO_MANY_ALIASES',
      message: `The query has more than ${GRAPHQL_LIMITS.aliases} aliases`,
    };
  if (total.cost > GRAPHQL_LIMITS.cost)
    return {
      ok: false,
      errorCode: 'GRAPHQL_TOO_COSTLY',
      message: `The query costs more than ${GRAPHQL_LIMITS.cost} (a root field ${ROOT_FIELD_COST}, any other 1)`,
    };
  return { ok: true, document };
}
