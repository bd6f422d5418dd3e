import type { Queryable } from '../db/database.ts';

export interface ColumnInfo {
  name: string;
  /** format_type() output, e.g. `text`, `bigint`, `timestamp with time zone`, `text[]`. */
  type: string;
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
}

export interface FunctionParam {
  name: string;
  type: string;
  hasDefault: boolean;
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
}

const TABLES_SQL = `
  select n.nspname as schema, c.relname as name,
         coalesce((select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod))
                                   order by a.attnum)
                     from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
         coalesce((select json_agg(a.attname order by k.ord)
                     from pg_index i cross join unnest(i.indkey) with ordinality as k(attnum, ord)
                     join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
                    where i.indrelid = c.oid and i.indisprimary), '[]') as primary_key,
         coalesce((select json_agg(json_build_object(
                      'name', con.conname, 'targetSchema', tn.nspname, 'targetTable', t.relname,
                      'columns', (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
                                    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum),
                      'targetColumns', (select json_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
                                    join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum)))
                     from pg_constraint con join pg_class t on t.oid = con.confrelid join pg_namespace tn on tn.oid = t.relnamespace
                    where con.conrelid = c.oid and con.contype = 'f'), '[]') as foreign_keys
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = any($1::text[]) and c.relkind in ('r', 'v', 'm', 'f', 'p')`;

const FUNCTIONS_SQL = `
  select n.nspname as schema, p.proname as name, p.proretset as returns_set, p.pronargs as nargs,
         p.pronargdefaults as ndefaults, format_type(p.prorettype, null) as return_type,
         (t.typrelid <> 0 or t.oid = 'record'::regtype) as returns_rows, (t.oid = 'void'::regtype) as returns_void,
         coalesce((select json_agg(json_build_object('name', coalesce(p.proargnames[k.i], ''), 'type', format_type(k.typ, null))
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
   where n.nspname = any($1::text[]) and p.prokind = 'f'`;

interface TableRow {
  schema: string;
  name: string;
  columns: ColumnInfo[];
  primary_key: string[];
  foreign_keys: ForeignKey[];
}

interface FunctionRow {
  schema: string;
  name: string;
  returns_set: boolean;
  nargs: number;
  ndefaults: number;
  return_type: string;
  returns_rows: boolean;
  returns_void: boolean;
  params: { name: string; type: string }[];
  out_params: ColumnInfo[];
}

/** Minimum time between reloads triggered by unknown names, so probing cannot hammer the catalog. */
const MISS_RELOAD_INTERVAL_MS = 1000;

/**
 * What PostgREST calls its schema cache: the exposed schemas' tables, columns, keys and functions,
 * read from pg_catalog. Every identifier in a request is checked against it before it reaches SQL.
 */
export class SchemaCache {
  private tables = new Map<string, TableInfo>();
  private functions = new Map<string, FunctionInfo[]>();
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
    const [tables, functions] = [
      await this.db.query<TableRow>(TABLES_SQL, [schemas]),
      await this.db.query<FunctionRow>(FUNCTIONS_SQL, [schemas]),
    ];
    this.tables = new Map(
      tables.rows.map((row) => [
        `${row.schema}.${row.name}`,
        {
          schema: row.schema,
          name: row.name,
          columns: new Map(row.columns.map((column) => [column.name, column])),
          primaryKey: row.primary_key,
          foreignKeys: row.foreign_keys,
        },
      ]),
    );
    const grouped = new Map<string, FunctionInfo[]>();
    for (const row of functions.rows) {
      const firstDefault = Number(row.nargs) - Number(row.ndefaults);
      const info: FunctionInfo = {
        schema: row.schema,
        name: row.name,
        params: row.params.map((param, index) => ({ ...param, hasDefault: index >= firstDefault })),
        returnType: row.return_type,
        returnsSet: row.returns_set,
        returnsRows: row.returns_rows,
        returnsVoid: row.returns_void,
        outColumns: row.out_params,
      };
      const key = `${row.schema}.${row.name}`;
      grouped.set(key, [...(grouped.get(key) ?? []), info]);
    }
    this.functions = grouped;
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
    if (!this.functions.has(key) && (await this.reloadOnMiss())) return this.functions.get(key) ?? [];
    return this.functions.get(key) ?? [];
  }
}
