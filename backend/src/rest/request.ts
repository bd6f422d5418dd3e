import { restErrors } from './errors.ts';
import {
  parseColumnList,
  parseFilterParam,
  parseLogicParam,
  parseNonNegativeInt,
  parseOrder,
  parseSelect,
  type FilterNode,
  type OrderTerm,
  type SelectItem,
} from './grammar.ts';

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | undefined;
  count: 'exact' | 'planned' | 'estimated' | undefined;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined;
  missingDefault: boolean;
  rollback: boolean;
}

/** `Prefer` values, comma-joined or repeated (§3.3). Unknown values are ignored, as PostgREST does. */
export function parsePrefer(header: string | undefined): Preferences {
  const values = new Map<string, string>();
  for (const part of (header ?? '').split(',')) {
    const [key, value] = part
      .trim()
      .split('=')
      .map((s) => s.trim());
    if (key && value) values.set(key, value);
  }
  const pick = <T extends string>(key: string, allowed: readonly T[]) => {
    const value = values.get(key);
    return allowed.includes(value as T) ? (value as T) : undefined;
  };
  return {
    return: pick('return', ['minimal', 'representation', 'headers-only']),
    count: pick('count', ['exact', 'planned', 'estimated']),
    resolution: pick('resolution', ['merge-duplicates', 'ignore-duplicates']),
    missingDefault: values.get('missing') === 'default',
    rollback: values.get('tx') === 'rollback',
  };
}

export type ResponseShape = 'array' | 'object';

/** Accept negotiation: JSON array by default, one object for `.single()`; anything else 406. */
export function negotiate(accept: string | undefined): ResponseShape {
  if (!accept) return 'array';
  const types = accept.split(',').map((part) => part.split(';')[0].trim().toLowerCase());
  for (const type of types) {
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') return 'object';
    if (['*/*', 'application/*', 'application/json', 'application/vnd.pgrst.array+json', ''].includes(type)) {
      return 'array';
    }
  }
  throw restErrors.mediaType(accept);
}

export interface ParsedQuery {
  select: SelectItem[];
  filters: FilterNode[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  columns?: string[];
  onConflict?: string[];
  /** Parameters matching an rpc's argument names (GET/HEAD rpc). */
  args: Map<string, string>;
}

/**
 * Reads the query string (URLSearchParams: `+` is a space, repeated keys are ANDed). `argNames`
 * lists an rpc's parameters, which are arguments rather than filters.
 */
export function parseQuery(search: URLSearchParams, argNames: ReadonlySet<string> = new Set()): ParsedQuery {
  const query: ParsedQuery = { select: [{ kind: 'star' }], filters: [], order: [], args: new Map() };
  for (const [key, value] of search) {
    if (argNames.has(key)) query.args.set(key, value);
    else if (key === 'select') query.select = parseSelect(value);
    else if (key === 'columns') query.columns = parseColumnList(value);
    else if (key === 'on_conflict') query.onConflict = parseColumnList(value);
    else if (key === 'order') query.order.push(...parseOrder(value));
    else if (key === 'limit') query.limit = parseNonNegativeInt('limit', value);
    else if (key === 'offset') query.offset = parseNonNegativeInt('offset', value);
    else if (key === 'and' || key === 'or' || key === 'not.and' || key === 'not.or') {
      query.filters.push(parseLogicParam(key, value));
    } else if (isEmbeddedKey(key)) {
      throw restErrors.parse(
        `"failed to parse filter (${key}=${value})" (line 1, column 1)`,
        'filters, order and limits on embedded resources are not supported by this backend',
      );
    } else query.filters.push(parseFilterParam(key, value));
  }
  return query;
}

/** `author.order`, `author.name` — keys that address an embedded resource. */
function isEmbeddedKey(key: string): boolean {
  if (key.startsWith('"')) return false;
  const beforeJson = key.split('->')[0];
  return beforeJson.includes('.');
}

/** `Range: 0-9` (items) → offset/limit, used when the query string has neither. */
export function rangeFromHeader(header: string | undefined): { offset: number; limit?: number } | undefined {
  const match = header?.trim().match(/^(?:items=)?(\d+)-(\d*)$/);
  if (!match) return undefined;
  const from = Number(match[1]);
  if (match[2] === '') return { offset: from };
  const to = Number(match[2]);
  if (to < from) return undefined;
  return { offset: from, limit: to - from + 1 };
}
