import { restErrors } from './errors.ts';
import {
  OPERATORS,
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
  /** `handling=strict`: unknown or invalid preferences are an error (PGRST122) instead of ignored. */
  strict: boolean;
  /** `max-affected=n` (applied with handling=strict). */
  maxAffected?: number;
  /** `params=single-object`: an rpc receives the whole body as its one json parameter. */
  singleObject: boolean;
  /** Preferences that were not understood (reported with handling=strict). */
  invalid: string[];
}

const KNOWN_PREFERENCES: Record<string, readonly string[] | null> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
  handling: ['strict', 'lenient'],
  params: ['single-object', 'multiple-objects'],
  timezone: null,
  'max-affected': null,
};

/** `Prefer` values, comma-joined or repeated (docs/product/backend-protocol.md#prefer-header). Unknown values are ignored, as PostgREST does. */
export function parsePrefer(header: string | undefined): Preferences {
  const values = new Map<string, string>();
  const invalid: string[] = [];
  for (const part of (header ?? '').split(',')) {
    const text = part.trim();
    if (!text) continue;
    const [key, value] = text.split('=').map((item) => item.trim());
    const allowed = KNOWN_PREFERENCES[key];
    const known = key in KNOWN_PREFERENCES && value !== undefined && (allowed === null || allowed.includes(value));
    if (known) values.set(key, value);
    else invalid.push(text);
  }
  const pick = <T extends string>(key: string) => values.get(key) as T | undefined;
  const maxAffected = values.get('max-affected');
  return {
    return: pick('return'),
    count: pick('count'),
    resolution: pick('resolution'),
    missingDefault: values.get('missing') === 'default',
    rollback: values.get('tx') === 'rollback',
    strict: values.get('handling') === 'strict',
    maxAffected: maxAffected !== undefined && /^\d+$/.test(maxAffected) ? Number(maxAffected) : undefined,
    singleObject: values.get('params') === 'single-object',
    invalid,
  };
}

/** What the client asked for in `Accept`: one object or an array, in which format. */
export interface ResponseShape {
  /** `.single()`: `application/vnd.pgrst.object+json`. */
  single: boolean;
  format: 'json' | 'csv' | 'geojson' | 'plan';
  /** `nulls=stripped`: null-valued keys are left out. */
  stripNulls: boolean;
  /** `application/vnd.pgrst.plan`: EXPLAIN's format, options and the media type it stands for. */
  plan?: { format: 'json' | 'text'; options: string[]; for: string };
}

export const ARRAY_SHAPE: ResponseShape = { single: false, format: 'json', stripNulls: false };

/** Accept negotiation (PostgREST's media types); anything it cannot produce is 406 PGRST107. */
export function negotiate(accept: string | undefined): ResponseShape {
  if (!accept) return ARRAY_SHAPE;
  for (const range of accept.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/)) {
    const [typeText, ...paramTexts] = range.split(';').map((part) => part.trim());
    const type = typeText.toLowerCase();
    const params = new Map(
      paramTexts.map((param) => {
        const at = param.indexOf('=');
        return [
          param.slice(0, at).trim().toLowerCase(),
          param
            .slice(at + 1)
            .trim()
            .replace(/^"|"$/g, ''),
        ];
      }),
    );
    const stripNulls = params.get('nulls') === 'stripped';
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object')
      return { single: true, format: 'json', stripNulls };
    if (
      [
        '*/*',
        'application/*',
        'application/json',
        'application/vnd.pgrst.array+json',
        'application/vnd.pgrst.array',
        '',
      ].includes(type)
    )
      return {
        single: false,
        format: 'json',
        stripNulls: stripNulls && type.startsWith('application/vnd.pgrst.array'),
      };
    if (type === 'text/csv') return { single: false, format: 'csv', stripNulls: false };
    if (type === 'application/geo+json') return { single: false, format: 'geojson', stripNulls: false };
    if (type.startsWith('application/vnd.pgrst.plan')) {
      const planFor = params.get('for') ?? 'application/json';
      const options = (params.get('options') ?? '').split('|').filter(Boolean);
      const format = type.endsWith('+json') ? 'json' : 'text';
      const inner = negotiate(planFor);
      return { ...inner, format: 'plan', plan: { format, options, for: planFor } };
    }
  }
  throw restErrors.mediaType(accept);
}

/** Filters, order and range addressed to one embedded resource (`author.name=eq.x`, `author.order=…`). */
export interface EmbedParams {
  filters: FilterNode[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
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
  /** Per embedded resource path (`author`, `author.country`). */
  embedded: Map<string, EmbedParams>;
}

const LOGIC_KEYS = new Set(['and', 'or', 'not.and', 'not.or']);

/**
 * Reads the query string (URLSearchParams: `+` is a space, repeated keys are ANDed). `argNames`
 * lists an rpc's parameters, which are arguments rather than filters.
 */
export function parseQuery(search: URLSearchParams, rpcRead = false): ParsedQuery {
  const query: ParsedQuery = {
    select: [{ kind: 'star' }],
    filters: [],
    order: [],
    args: new Map(),
    embedded: new Map(),
  };
  for (const [key, value] of search) {
    if (key === 'select') query.select = parseSelect(value);
    else if (key === 'columns') query.columns = parseColumnList(value);
    else if (key === 'on_conflict') query.onConflict = parseColumnList(value);
    else if (rpcRead && !key.includes('.') && !looksLikeFilter(value)) query.args.set(key, value);
    else {
      const { path, rest } = splitEmbedPath(key);
      const target: EmbedParams = path ? embedParams(query, path) : query;
      addParam(target, rest, value);
    }
  }
  return query;
}

/** For GET /rpc, PostgREST takes a parameter whose value has no operator as a function argument. */
function looksLikeFilter(value: string): boolean {
  const match = value.match(/^(?:not\.)?([a-z]+)(?:\([A-Za-z0-9_]+\))?\./);
  return Boolean(match && OPERATORS.has(match[1]));
}

function embedParams(query: ParsedQuery, path: string): EmbedParams {
  let params = query.embedded.get(path);
  if (!params) {
    params = { filters: [], order: [] };
    query.embedded.set(path, params);
  }
  return params;
}

function addParam(target: EmbedParams, key: string, value: string): void {
  if (key === 'order') target.order.push(...parseOrder(value));
  else if (key === 'limit') target.limit = parseNonNegativeInt('limit', value);
  else if (key === 'offset') target.offset = parseNonNegativeInt('offset', value);
  else if (LOGIC_KEYS.has(key)) target.filters.push(parseLogicParam(key, value));
  else target.filters.push(parseFilterParam(key, value));
}

/** `author.country.name` → path `author.country`, key `name`; JSON arrows and quotes end the path. */
function splitEmbedPath(key: string): { path: string; rest: string } {
  if (key.startsWith('"')) return { path: '', rest: key };
  const arrow = key.indexOf('->');
  const head = arrow < 0 ? key : key.slice(0, arrow);
  const tail = arrow < 0 ? '' : key.slice(arrow);
  const segments = head.split('.');
  if (segments.length === 1) return { path: '', rest: key };
  let restStart = segments.length - 1;
  if (
    segments.length >= 2 &&
    segments[segments.length - 2] === 'not' &&
    /^(and|or)$/.test(segments[segments.length - 1])
  )
    restStart -= 1;
  return { path: segments.slice(0, restStart).join('.'), rest: segments.slice(restStart).join('.') + tail };
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
