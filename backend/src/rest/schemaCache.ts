import type { Queryable } from '../db/database.ts';
import { deriveRelationships, type Relationship } from './relationships.ts';

export interface ColumnInfo {
  name: string;
  /** format_type() output, e.g. `text`, `bigint`, `timestamp with time zone`, `text[]`. */
  type: string;
  /** The column default's SQL expression (for `Prefer: missing=default`), when it has one. */
  default?: string | null;
}

export interface ForeignKey {
  /** Constraint name (usable as an embedding hint). */
  name: string;
  columns: string[];
  targetSchema: string;
  targetTable: string;
  targetColumns: string[];
}

export interface TableInfo {
  schema: string;
  name: string;
  columns: Map<string, ColumnInfo>;
  primaryKey: string[];
  foreignKeys: ForeignKey[];
  /** Column sets of primary keys and unique constraints (a foreign key over one of them is one-to-one). */
  uniqueKeys?: string[][];
  isView?: boolean;
  /** Functions `f(row of this relation)` returning a scalar: usable as columns (PostgREST's computed fields). */
  computedFields?: Map<string, FunctionInfo>;
}

export interface FunctionParam {
  name: string;
  type: string;
  hasDefault: boolean;
  /** Schema-qualified key of the relation whose row type the parameter is (`public.users`), if any. */
  rowType?: string;
  variadic?: boolean;
}

export interface FunctionInfo {
  schema: string;
  name: string;
  params: FunctionParam[];
  returnType: string;
  returnsSet: boolean;
  /** Returns rows (a table type, `record`, or `returns table(...)`): filters and select apply. */
  returnsRows: boolean;
  returnsVoid: boolean;
  /** Columns of `returns table (...)` / OUT parameters; empty for other functions. */
  outColumns: ColumnInfo[];
  /** `schema.name` of the relation whose row type it returns, when it returns one. */
  returnRelation?: string;
  /** `ROWS 1` on a set-returning function: PostgREST treats it as returning one row. */
  singleRow?: boolean;
  volatile?: boolean;
}

const TABLES_SQL = `
  select n.nspname as schema, c.relname as name, c.relkind in ('v', 'm') as is_view, c.oid::int8::text as oid,
         coalesce((select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
                                                     'default', coalesce(pg_get_expr(d.adbin, d.adrelid),
                                                       case when a.attidentity in ('a', 'd') then format('nextval(%L::regclass)', pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname)) end))
                                   order by a.attnum)
                     from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
                    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
         coalesce((select json_agg(a.attname order by k.ord)
                     from pg_index i cross join unnest(i.indkey) with ordinality as k(attnum, ord)
                     join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
                    where i.indrelid = c.oid and i.indisprimary), '[]') as primary_key,
         coalesce((select json_agg((select json_agg(a.attname order by a.attname)
                                     from unnest(con.conkey) k(attnum)
                                     join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum))
                     from pg_constraint con where con.conrelid = c.oid and con.contype in ('p', 'u')), '[]') as unique_keys,
         coalesce((select json_agg(json_build_object(
                      'name', con.conname, 'targetSchema', tn.nspname, 'targetTable', t.relname,
                      'columns', (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
                                    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum),
                      'targetColumns', (select json_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
                                    join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum)) order by con.conname)
                     from pg_constraint con join pg_class t on t.oid = con.confrelid join pg_namespace tn on tn.oid = t.relnamespace
                    where con.conrelid = c.oid and con.contype = 'f' and con.conparentid = 0), '[]') as foreign_keys,
         case when c.relkind in ('v', 'm') then (select r.ev_action::text from pg_rewrite r where r.ev_class = c.oid and r.rulename = '_RETURN') end as view_definition
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = any($1::text[]) and c.relkind in ('r', 'v', 'm', 'f', 'p') and not c.relispartition`;

/** Base tables' names by oid: view definitions name their source columns by table oid. */
const RELATION_NAMES_SQL = `
  select c.oid::int8::text as oid, n.nspname as schema, c.relname as name,
         coalesce((select json_object_agg(a.attnum, a.attname) from pg_attribute a
                    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '{}') as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where c.relkind in ('r', 'p', 'v', 'm', 'f') and c.oid = any($1::int8[]::oid[])`;

const FUNCTIONS_SQL = `
  select n.nspname as schema, p.proname as name, p.proretset as returns_set, p.pronargs as nargs,
         p.pronargdefaults as ndefaults, format_type(p.prorettype, null) as return_type, p.prorows as prorows,
         p.provolatile = 'v' as volatile,
         (t.typrelid <> 0 or t.oid = 'record'::regtype) as returns_rows, (t.oid = 'void'::regtype) as returns_void,
         case when t.typrelid <> 0 then (select rn.nspname || '.' || rc.relname from pg_class rc join pg_namespace rn on rn.oid = rc.relnamespace where rc.oid = t.typrelid) end as return_relation,
         coalesce((select json_agg(json_build_object('name', coalesce(p.proargnames[k.i], ''), 'type', format_type(k.typ, null),
                                                     'variadic', k.mode = 'v',
                                                     'rowType', (select rn.nspname || '.' || rc.relname from pg_type at join pg_class rc on rc.oid = at.typrelid
                                                                   join pg_namespace rn on rn.oid = rc.relnamespace where at.oid = k.typ and at.typrelid <> 0))
                                   order by k.i)
                     from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]),
                                 coalesce(p.proargmodes, array_fill('i'::"char", array[p.pronargs::int])))
                          with ordinality as k(typ, mode, i)
                    where k.mode in ('i', 'b', 'v')), '[]') as params,
         coalesce((select json_agg(json_build_object('name', p.proargnames[k.i], 'type', format_type(k.typ, null))
                                   order by k.i)
                     from unnest(p.proallargtypes, p.proargmodes) with ordinality as k(typ, mode, i)
                    where k.mode in ('o', 'b', 't')), '[]') as out_params
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
   where n.nspname = any($1::text[]) and p.prokind = 'f' and t.oid <> 'trigger'::regtype`;

/** PostgREST's in-database configuration: `alter role authenticator set pgrst.x = '…'`. */
const ROLE_SETTINGS_SQL = `
  select split_part(setting, '=', 1) as key, substr(setting, strpos(setting, '=') + 1) as value
    from pg_db_role_setting s join pg_roles r on r.oid = s.setrole, unnest(s.setconfig) as setting
   where r.rolname = 'authenticator' and setting like 'pgrst.%'
     and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
   order by s.setdatabase`;

interface TableRow {
  schema: string;
  name: string;
  oid: string;
  is_view: boolean;
  columns: ColumnInfo[];
  primary_key: string[];
  unique_keys: string[][];
  foreign_keys: ForeignKey[];
  view_definition: string | null;
}

interface FunctionRow {
  schema: string;
  name: string;
  returns_set: boolean;
  nargs: number;
  ndefaults: number;
  return_type: string;
  prorows: number;
  volatile: boolean;
  returns_rows: boolean;
  returns_void: boolean;
  return_relation: string | null;
  params: { name: string; type: string; variadic: boolean; rowType: string | null }[];
  out_params: ColumnInfo[];
}

/** Where a view's column comes from: `{ viewColumn: [relation oid, base column] }`. */
export type ViewColumnOrigins = Map<string, { oid: string; column: string }>;

/**
 * A view's column origins, read from its rewrite rule's query tree (`:resorigtbl`/`:resorigcol` of
 * each target entry), as PostgREST does. The top-level target list comes last in the tree text,
 * so the last entry seen for a name wins.
 */
function viewOrigins(definition: string): Map<string, { oid: string; attnum: string }> {
  const origins = new Map<string, { oid: string; attnum: string }>();
  const entry = /:resname (\S+) :ressortgroupref \d+ :resorigtbl (\d+) :resorigcol (\d+)/g;
  for (const match of definition.matchAll(entry)) {
    if (match[2] === '0') origins.delete(match[1]);
    else origins.set(match[1], { oid: match[2], attnum: match[3] });
  }
  return origins;
}

/** Minimum time between reloads triggered by unknown names, so probing cannot hammer the catalog. */
const MISS_RELOAD_INTERVAL_MS = 1000;

/**
 * What PostgREST calls its schema cache: the exposed schemas' tables, columns, keys, relationships
 * and functions, read from pg_catalog. Every identifier in a request is checked against it before
 * it reaches SQL.
 */
export class SchemaCache {
  private tables = new Map<string, TableInfo>();
  private functions = new Map<string, FunctionInfo[]>();
  private relationships = new Map<string, Relationship[]>();
  /** Functions taking a relation's row as first argument: computed fields and relationships. */
  private computed = new Map<string, FunctionInfo[]>();
  private settings = new Map<string, string>();
  private loaded: Promise<void> | null = null;
  private lastLoad = 0;

  constructor(
    private readonly db: Queryable,
    readonly schemas: readonly string[],
  ) {}

  async reload(): Promise<void> {
    this.loaded = this.load();
    await this.loaded;
  }

  private async load(): Promise<void> {
    this.lastLoad = Date.now();
    const schemas = [...this.schemas];
    const tables = await this.db.query<TableRow>(TABLES_SQL, [schemas]);
    const functions = await this.db.query<FunctionRow>(FUNCTIONS_SQL, [schemas]);
    const settings = await this.db.query<{ key: string; value: string }>(ROLE_SETTINGS_SQL).catch(() => ({ rows: [] }));
    this.settings = new Map(settings.rows.map((row) => [row.key, row.value]));
    // PostgREST's environment form wins over the in-database one: PGRST_DB_AGGREGATES_ENABLED, …
    for (const [name, value] of Object.entries(process.env)) {
      if (name.startsWith('PGRST_DB_') && value !== undefined)
        this.settings.set(`pgrst.${name.slice(6).toLowerCase()}`, value);
    }
    this.tables = new Map(tables.rows.map((row) => [`${row.schema}.${row.name}`, tableInfo(row)]));
    const origins = await this.viewColumnOrigins(tables.rows);
    this.functions = groupFunctions(functions.rows);
    this.computed = new Map();
    for (const list of this.functions.values()) {
      for (const fn of list) {
        const first = fn.params[0]?.rowType;
        if (!first || fn.params.slice(1).some((param) => !param.hasDefault)) continue;
        this.computed.set(first, [...(this.computed.get(first) ?? []), fn]);
        const table = this.tables.get(first);
        if (table && !fn.returnsRows && !fn.returnsSet && !fn.returnsVoid) {
          table.computedFields ??= new Map();
          table.computedFields.set(fn.name, fn);
        }
      }
    }
    this.relationships = deriveRelationships([...this.tables.values()], origins);
  }

  /** View column → base table column, for every view in the exposed schemas. */
  private async viewColumnOrigins(rows: TableRow[]): Promise<Map<string, ViewColumnOrigins>> {
    const parsed = rows
      .filter((row) => row.view_definition)
      .map((row) => ({ key: `${row.schema}.${row.name}`, origins: viewOrigins(row.view_definition ?? '') }));
    const oids = [...new Set(parsed.flatMap((view) => [...view.origins.values()].map((origin) => origin.oid)))];
    const result = new Map<string, ViewColumnOrigins>();
    if (!oids.length) return result;
    const names = await this.db.query<{ oid: string; schema: string; name: string; columns: Record<string, string> }>(
      RELATION_NAMES_SQL,
      [oids],
    );
    const byOid = new Map(names.rows.map((row) => [row.oid, row]));
    for (const view of parsed) {
      const map: ViewColumnOrigins = new Map();
      for (const [column, origin] of view.origins) {
        const base = byOid.get(origin.oid);
        const baseColumn = base?.columns[origin.attnum];
        if (base && baseColumn) map.set(column, { oid: `${base.schema}.${base.name}`, column: baseColumn });
      }
      result.set(view.key, map);
    }
    return result;
  }

  private async ensureLoaded(): Promise<void> {
    if (!this.loaded) this.loaded = this.load();
    await this.loaded;
  }

  private async reloadOnMiss(): Promise<boolean> {
    if (Date.now() - this.lastLoad < MISS_RELOAD_INTERVAL_MS) return false;
    await this.reload();
    return true;
  }

  async table(schema: string, name: string): Promise<TableInfo | undefined> {
    await this.ensureLoaded();
    const key = `${schema}.${name}`;
    if (!this.tables.has(key) && (await this.reloadOnMiss())) return this.tables.get(key);
    return this.tables.get(key);
  }

  /** A relation by its `schema.name` key, without reloading. */
  tableByKey(key: string): TableInfo | undefined {
    return this.tables.get(key);
  }

  /** Reloads after a miss (an unknown column), at most once a second; true when it did reload. */
  refreshAfterMiss(): Promise<boolean> {
    return this.reloadOnMiss();
  }

  async allTables(): Promise<TableInfo[]> {
    await this.ensureLoaded();
    return [...this.tables.values()];
  }

  async functionsNamed(schema: string, name: string): Promise<FunctionInfo[]> {
    await this.ensureLoaded();
    const key = `${schema}.${name}`;
    if (!this.functions.has(key)) await this.reloadOnMiss();
    return (this.functions.get(key) ?? []).filter(callable);
  }

  /** Names of the relations in a schema (for "Perhaps you meant" hints). */
  tableNames(schema: string): string[] {
    return [...this.tables.values()].filter((t) => t.schema === schema).map((t) => t.name);
  }

  /** Names of the callable functions in a schema (for "Perhaps you meant" hints). */
  functionNames(schema: string): string[] {
    return [...this.functions.values()]
      .flat()
      .filter((fn) => fn.schema === schema && callable(fn))
      .map((fn) => fn.name);
  }

  /** Relationships whose origin is the relation `schema.name`. */
  relationshipsFrom(table: TableInfo): Relationship[] {
    return this.relationships.get(`${table.schema}.${table.name}`) ?? [];
  }

  /** Functions whose first argument is a row of `table` (computed fields and computed relationships). */
  computedFor(table: TableInfo): FunctionInfo[] {
    return this.computed.get(`${table.schema}.${table.name}`) ?? [];
  }

  /** A `pgrst.<name>` setting of the authenticator role (PostgREST's in-database configuration). */
  setting(name: string): string | undefined {
    return this.settings.get(`pgrst.${name}`);
  }
}

function tableInfo(row: TableRow): TableInfo {
  return {
    schema: row.schema,
    name: row.name,
    columns: new Map(row.columns.map((column) => [column.name, column])),
    primaryKey: row.primary_key,
    foreignKeys: row.foreign_keys,
    uniqueKeys: row.unique_keys.filter(Boolean),
    isView: row.is_view,
  };
}

function groupFunctions(rows: FunctionRow[]): Map<string, FunctionInfo[]> {
  const grouped = new Map<string, FunctionInfo[]>();
  for (const row of rows) {
    const firstDefault = Number(row.nargs) - Number(row.ndefaults);
    const info: FunctionInfo = {
      schema: row.schema,
      name: row.name,
      params: row.params.map((param, index) => ({
        name: param.name,
        type: param.type,
        hasDefault: index >= firstDefault,
        rowType: param.rowType ?? undefined,
        variadic: param.variadic,
      })),
      returnType: row.return_type,
      returnsSet: row.returns_set,
      returnsRows: row.returns_rows,
      returnsVoid: row.returns_void,
      outColumns: row.out_params,
      returnRelation: row.return_relation ?? undefined,
      singleRow: !row.returns_set || Number(row.prorows) === 1,
      volatile: row.volatile,
    };
    const key = `${row.schema}.${row.name}`;
    grouped.set(key, [...(grouped.get(key) ?? []), info]);
  }
  for (const list of grouped.values()) list.sort(overloadOrder);
  return grouped;
}

const UNNAMED_CALLABLE = new Set(['bytea', 'json', 'jsonb', 'text', 'xml']);

/**
 * PostgREST leaves out of its cache functions it could never call: more than one unnamed parameter,
 * or one unnamed parameter of a type no request body maps to.
 */
function callable(fn: FunctionInfo): boolean {
  const unnamed = fn.params.filter((param) => param.name === '');
  if (unnamed.length === 0) return true;
  return unnamed.length === 1 && UNNAMED_CALLABLE.has(unnamed[0].type);
}

/** Overloads in a stable order: fewer parameters first, then by parameter types. */
function overloadOrder(a: FunctionInfo, b: FunctionInfo): number {
  if (a.params.length !== b.params.length) return a.params.length - b.params.length;
  const key = (fn: FunctionInfo) => fn.params.map((param) => param.type).join(',');
  return key(a).localeCompare(key(b));
}
