import { RestError } from './errors.ts';
import { closest } from './fuzzy.ts';
import type { TableInfo, ViewColumnOrigins } from './schemaCache.ts';

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

export interface Junction {
  table: TableInfo;
  constraint1: string;
  constraint2: string;
  /** [junction column, origin column] pairs. */
  sourceColumns: [string, string][];
  /** [junction column, foreign column] pairs. */
  targetColumns: [string, string][];
}

/** A relationship as PostgREST's schema cache holds it, seen from its origin `table`. */
export interface Relationship {
  table: TableInfo;
  foreignTable: TableInfo;
  cardinality: Cardinality;
  constraint: string;
  /** [origin column, foreign column] pairs (empty for many-to-many). */
  columns: [string, string][];
  isSelf: boolean;
  junction?: Junction;
}

const keyOf = (table: TableInfo) => `${table.schema}.${table.name}`;

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item));
}

/** Many-to-one and one-to-one from every foreign key (one-to-one when its columns are a PK/unique key). */
function foreignKeyRelationships(tables: TableInfo[], byKey: Map<string, TableInfo>): Relationship[] {
  const rels: Relationship[] = [];
  for (const table of tables) {
    for (const fk of table.foreignKeys) {
      const foreign = byKey.get(`${fk.targetSchema}.${fk.targetTable}`);
      if (!foreign) continue;
      const oneToOne = (table.uniqueKeys ?? []).some((key) => sameSet(key, fk.columns));
      rels.push({
        table,
        foreignTable: foreign,
        cardinality: oneToOne ? 'one-to-one' : 'many-to-one',
        constraint: fk.name,
        columns: fk.columns.map((column, i) => [column, fk.targetColumns[i]]),
        isSelf: table === foreign,
      });
    }
  }
  return rels;
}

/** The view columns that expose each of `columns` of `base` (every combination when a column appears twice). */
function viewColumnsFor(origins: ViewColumnOrigins, base: string, columns: string[]): string[][] {
  let combos: string[][] = [[]];
  for (const column of columns) {
    const exposing = [...origins].filter(([, o]) => o.oid === base && o.column === column).map(([name]) => name);
    if (!exposing.length) return [];
    combos = combos.flatMap((combo) => exposing.map((name) => [...combo, name]));
  }
  return combos;
}

/** Views inherit their base tables' foreign keys (PostgREST's view key dependencies). */
function viewRelationships(
  rels: Relationship[],
  views: { view: TableInfo; origins: ViewColumnOrigins }[],
): Relationship[] {
  const derived: Relationship[] = [];
  for (const rel of rels) {
    const sources = rel.columns.map(([column]) => column);
    const targets = rel.columns.map(([, column]) => column);
    const fromViews = views.flatMap(({ view, origins }) =>
      viewColumnsFor(origins, keyOf(rel.table), sources).map((cols) => ({ view, cols })),
    );
    const toViews = views.flatMap(({ view, origins }) =>
      viewColumnsFor(origins, keyOf(rel.foreignTable), targets).map((cols) => ({ view, cols })),
    );
    const build = (table: TableInfo, foreignTable: TableInfo, from: string[], to: string[]): Relationship => ({
      table,
      foreignTable,
      cardinality: rel.cardinality,
      constraint: rel.constraint,
      columns: from.map((column, i) => [column, to[i]]),
      isSelf: table === foreignTable,
    });
    for (const v of fromViews) derived.push(build(v.view, rel.foreignTable, v.cols, targets));
    for (const v of toViews) derived.push(build(rel.table, v.view, sources, v.cols));
    for (const a of fromViews) for (const b of toViews) derived.push(build(a.view, b.view, a.cols, b.cols));
  }
  return derived;
}

/** A table with foreign keys to two tables whose columns are all in its primary key is a junction. */
function manyToMany(rels: Relationship[]): Relationship[] {
  const byTable = new Map<TableInfo, Relationship[]>();
  for (const rel of rels) {
    if (rel.cardinality !== 'many-to-one' && rel.cardinality !== 'one-to-one') continue;
    byTable.set(rel.table, [...(byTable.get(rel.table) ?? []), rel]);
  }
  const result: Relationship[] = [];
  for (const [junction, fks] of byTable) {
    const pk = junction.primaryKey;
    for (const a of fks) {
      for (const b of fks) {
        if (a.constraint === b.constraint) continue;
        const cols = [...a.columns.map(([c]) => c), ...b.columns.map(([c]) => c)];
        if (!pk.length || !cols.every((column) => pk.includes(column))) continue;
        result.push({
          table: a.foreignTable,
          foreignTable: b.foreignTable,
          cardinality: 'many-to-many',
          constraint: '',
          columns: [],
          isSelf: a.foreignTable === b.foreignTable,
          junction: {
            table: junction,
            constraint1: a.constraint,
            constraint2: b.constraint,
            sourceColumns: a.columns.map(([jc, oc]) => [jc, oc]),
            targetColumns: b.columns.map(([jc, fc]) => [jc, fc]),
          },
        });
      }
    }
  }
  return result;
}

function inverse(rel: Relationship): Relationship {
  return {
    table: rel.foreignTable,
    foreignTable: rel.table,
    cardinality: rel.cardinality === 'many-to-one' ? 'one-to-many' : 'one-to-one',
    constraint: rel.constraint,
    columns: rel.columns.map(([a, b]) => [b, a]),
    isSelf: rel.isSelf,
  };
}

/** Every relationship of the exposed relations, keyed by origin `schema.name`. */
export function deriveRelationships(
  tables: TableInfo[],
  origins: Map<string, ViewColumnOrigins>,
): Map<string, Relationship[]> {
  const byKey = new Map(tables.map((table) => [keyOf(table), table]));
  const direct = foreignKeyRelationships(tables, byKey);
  const views = tables
    .filter((t) => t.isView && origins.has(keyOf(t)))
    .map((view) => ({
      view,
      origins: origins.get(keyOf(view)) ?? new Map(),
    }));
  const withViews = [...direct, ...viewRelationships(direct, views)];
  const all = [...withViews, ...manyToMany(withViews), ...withViews.map(inverse)];
  const map = new Map<string, Relationship[]>();
  for (const rel of all) map.set(keyOf(rel.table), [...(map.get(keyOf(rel.table)) ?? []), rel]);
  return map;
}

/** True when the embedded side holds at most one row per parent row. */
export function isToOne(rel: Relationship): boolean {
  return rel.cardinality === 'many-to-one' || rel.cardinality === 'one-to-one';
}

const singleColumn = (rel: Relationship, side: 0 | 1): string | undefined =>
  rel.columns.length === 1 && rel.cardinality !== 'many-to-many' ? rel.columns[0][side] : undefined;

/** PostgREST's findRel: which relationship `origin?select=target!hint(...)` names. */
export function matchRelationships(rels: Relationship[], target: string, hint: string | undefined): Relationship[] {
  return rels.filter((rel) => {
    const foreignName = rel.foreignTable.name;
    const m2m = rel.cardinality === 'many-to-many';
    if (rel.isSelf && !m2m) {
      if (hint === undefined) {
        // The table name gives the one-to-many side, the FK column the many-to-one side.
        return (
          (target === foreignName && rel.cardinality === 'one-to-many') ||
          (singleColumn(rel, 0) === target && rel.cardinality === 'many-to-one')
        );
      }
      return target === foreignName && rel.cardinality === 'one-to-many' && singleColumn(rel, 1) === hint;
    }
    if (hint === undefined) {
      return (
        target === foreignName ||
        (!m2m && !rel.foreignTable.isView && (rel.constraint === target || singleColumn(rel, 0) === target))
      );
    }
    return (
      target === foreignName &&
      ((!m2m && (rel.constraint === hint || singleColumn(rel, 0) === hint || singleColumn(rel, 1) === hint)) ||
        (m2m && rel.junction?.table.name === hint))
    );
  });
}

const list = (columns: string[]) => `(${columns.join(', ')})`;

/** One entry of PGRST201's `details`: PostgREST's compressed relationship. */
function describe(rel: Relationship) {
  const embedding = `${rel.table.name} with ${rel.foreignTable.name}`;
  if (rel.junction) {
    const j = rel.junction;
    return {
      cardinality: rel.cardinality,
      embedding,
      relationship: `${j.table.name} using ${j.constraint1}${list(j.sourceColumns.map(([c]) => c))} and ${j.constraint2}${list(j.targetColumns.map(([c]) => c))}`,
    };
  }
  return {
    cardinality: rel.cardinality,
    embedding,
    relationship: `${rel.constraint} using ${rel.table.name}${list(rel.columns.map(([c]) => c))} and ${rel.foreignTable.name}${list(rel.columns.map(([, c]) => c))}`,
  };
}

export function ambiguousRelationship(origin: string, target: string, rels: Relationship[]): RestError {
  const hints = rels
    .map((rel) => `'${rel.foreignTable.name}!${rel.junction ? rel.junction.table.name : rel.constraint}'`)
    .join(', ');
  return new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
    rels.map(describe) as unknown as string,
    `Try changing '${target}' to one of the following: ${hints}. Find the desired relationship in the 'details' key.`,
  );
}

export function noRelationship(
  origin: string,
  target: string,
  hint: string | undefined,
  schema: string,
  related: string[],
): RestError {
  const similar = closest(target, new Set(related), 0.33);
  return new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
    `Searched for a foreign key relationship between '${origin}' and '${target}${hint !== undefined ? `' using the hint '${hint}` : ''}' in the schema '${schema}', but no matches were found.`,
    similar ? `Perhaps you meant '${similar}' instead of '${target}'.` : null,
  );
}
