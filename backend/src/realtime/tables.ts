import type { Database } from '../db/database.ts';

export interface TableInfo {
  schema: string;
  table: string;
  /** Column names and pg_type.typname, in attnum order (the `columns` of a change message). */
  columns: { name: string; type: string }[];
  types: Map<string, string>;
  primaryKey: string[];
  rls: boolean;
  replicaIdentityFull: boolean;
  published: boolean;
}

interface TableRow {
  rls: boolean;
  replident: string;
  columns: { name: string; type: string }[] | string;
  pk: string[] | string;
  published: boolean;
}

const TTL_MS = 5_000;

function parseJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** Catalog facts about published tables, cached briefly (joins and every change need them). */
export class TableCatalog {
  private readonly cache = new Map<string, { at: number; info: TableInfo | null }>();

  constructor(private readonly db: Database) {}

  async get(schema: string, table: string): Promise<TableInfo | null> {
    const key = `${schema}.${table}`;
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.info;
    const info = await this.load(schema, table);
    this.cache.set(key, { at: Date.now(), info });
    return info;
  }

  private async load(schema: string, table: string): Promise<TableInfo | null> {
    const { rows } = await this.db.query<TableRow>(
      `select c.relrowsecurity as rls, c.relreplident::text as replident,
         (select json_agg(json_build_object('name', a.attname, 'type', t.typname) order by a.attnum)
            from pg_attribute a join pg_type t on t.oid = a.atttypid
           where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
         (select coalesce(json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum)), '[]'::json)
            from pg_index i join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey::int2[])
           where i.indrelid = c.oid and i.indisprimary) as pk,
         exists (select 1 from pg_publication_tables p
                  where p.pubname = 'supabase_realtime' and p.schemaname = n.nspname and p.tablename = c.relname) as published
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p')`,
      [schema, table],
    );
    const row = rows[0];
    if (!row) return null;
    const columns = parseJson(row.columns) ?? [];
    return {
      schema,
      table,
      columns,
      types: new Map(columns.map((column) => [column.name, column.type])),
      primaryKey: parseJson(row.pk),
      rls: row.rls,
      replicaIdentityFull: row.replident === 'f',
      published: row.published,
    };
  }

  async canSelect(role: string, schema: string, table: string): Promise<boolean> {
    const { rows } = await this.db.query<{ ok: boolean }>(
      `select has_table_privilege($1, format('%I.%I', $2::text, $3::text), 'SELECT') as ok`,
      [role, schema, table],
    );
    return rows[0]?.ok === true;
  }
}
