/**
 * The postgres_changes `filter` grammar realtime-js sends (docs/product/backend-protocol.md#change-filters):
 * comma-separated AND list of `column=op.value`, ops eq neq lt lte gt gte in is (like/ilike too),
 * `in.(a,b,"c,d")`, `is.null|true|false`. Values are compared as the column's type would compare.
 */
export const FILTER_OPS = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'is', 'like', 'ilike'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

export interface ColumnFilter {
  column: string;
  op: FilterOp;
  /** One value, or several for `in`; for `is`: 'null' | 'true' | 'false' | 'unknown'. */
  values: string[];
}

export class FilterError extends Error {}

/** Splits on `sep` outside double quotes and parentheses. */
function splitTopLevel(text: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\' && quoted && i + 1 < text.length) {
      current += ch + text[++i];
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')') depth--;
    if (ch === sep && !quoted && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  if (quoted || depth !== 0) throw new FilterError('unbalanced quotes or parentheses');
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return trimmed;
}

export function parseFilter(filter: string): ColumnFilter[] {
  return splitTopLevel(filter, ',').map((clause) => {
    const match = /^([^=]+)=([a-z]+)\.([\s\S]*)$/.exec(clause.trim());
    if (!match) throw new FilterError(`invalid filter "${clause}": expected column=op.value`);
    const [, column, op, raw] = match;
    if (!(FILTER_OPS as readonly string[]).includes(op)) throw new FilterError(`unsupported filter operator "${op}"`);
    if (op === 'in') {
      const list = /^\(([\s\S]*)\)$/.exec(raw.trim());
      if (!list) throw new FilterError(`invalid in-list "${raw}": expected in.(a,b)`);
      return { column: column.trim(), op: 'in', values: splitTopLevel(list[1], ',').map(unquote) };
    }
    if (op === 'is' && !['null', 'true', 'false', 'unknown'].includes(raw.toLowerCase())) {
      throw new FilterError(`invalid is-value "${raw}": expected null, true, false or unknown`);
    }
    return { column: column.trim(), op: op as FilterOp, values: [op === 'is' ? raw.toLowerCase() : raw] };
  });
}

const NUMERIC_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const TIME_TYPES = new Set(['timestamp', 'timestamptz', 'date']);

type Comparable = number | string | boolean;

function coerce(value: unknown, type: string): Comparable | null {
  if (value === null || value === undefined) return null;
  if (NUMERIC_TYPES.has(type)) return Number(value);
  if (type === 'bool') return value === true || value === 't' || value === 'true';
  if (TIME_TYPES.has(type)) return Date.parse(String(value));
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function likeToRegExp(pattern: string, flags: string): RegExp {
  const source = pattern
    .split('')
    .map((ch) => (ch === '%' || ch === '*' ? '.*' : ch === '_' ? '.' : ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`, flags);
}

/** True when the row passes every clause; a null column value passes nothing but `is.null`. */
export function matchesFilters(
  row: Record<string, unknown> | null,
  filters: readonly ColumnFilter[],
  types: ReadonlyMap<string, string>,
): boolean {
  if (!row) return false;
  return filters.every((filter) => {
    const type = types.get(filter.column) ?? 'text';
    const raw = row[filter.column];
    if (filter.op === 'is') {
      if (filter.values[0] === 'null' || filter.values[0] === 'unknown') return raw === null || raw === undefined;
      return coerce(raw, 'bool') === (filter.values[0] === 'true') && raw !== null;
    }
    const actual = coerce(raw, type);
    if (actual === null) return false;
    const expected = filter.values.map((value) => coerce(value, type));
    switch (filter.op) {
      case 'eq':
        return actual === expected[0];
      case 'neq':
        return actual !== expected[0];
      case 'lt':
        return actual < (expected[0] as Comparable);
      case 'lte':
        return actual <= (expected[0] as Comparable);
      case 'gt':
        return actual > (expected[0] as Comparable);
      case 'gte':
        return actual >= (expected[0] as Comparable);
      case 'in':
        return expected.includes(actual);
      case 'like':
        return likeToRegExp(filter.values[0], '').test(String(actual));
      case 'ilike':
        return likeToRegExp(filter.values[0], 'i').test(String(actual));
    }
  });
}
