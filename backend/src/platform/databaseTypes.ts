import type { Queryable } from '../db/database.ts';

/**
 * Writes the TypeScript `Database` type of the `public` schema in the shape `supabase gen types
 * typescript` emits (Tables/Views/Functions with Row, Insert, Update and Relationships), read from
 * the catalogue of a database the migrations were applied to. The Supabase CLI's generator needs
 * Docker, which these machines do not have; this one needs only the embedded database.
 */

interface ColumnInfo {
  relation: string;
  kind: string;
  name: string;
  type: string;
  nullable: boolean;
  has_default: boolean;
  generated: boolean;
}

interface RelationshipInfo {
  relation: string;
  name: string;
  columns: string[];
  one_to_one: boolean;
  referenced_relation: string;
  referenced_columns: string[];
}

interface FunctionInfo {
  name: string;
  arg_names: string[] | null;
  arg_types: string[];
  /** The relation (table or view in public) whose row type each argument is; '' for other types. */
  arg_relations: string[];
  arg_defaults: number;
  returns_set: boolean;
  return_type: string;
  table_columns: { name: string; type: string }[] | null;
}

const SCALARS: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  json: 'Json',
  jsonb: 'Json',
  void: 'undefined',
};

/** PostgreSQL type name (udt name, arrays as `_x`) → TypeScript, as supabase gen types maps it. */
export function tsType(pgType: string): string {
  if (pgType.startsWith('_')) return `${tsType(pgType.slice(1))}[]`;
  return SCALARS[pgType] ?? (pgType === 'record' ? 'Record<string, unknown>' : 'string');
}

const COLUMNS_SQL = `
  select c.relname as relation, c.relkind as kind, a.attname as name, t.typname as type,
         not a.attnotnull as nullable,
         (a.atthasdef or a.attidentity <> '') as has_default, a.attgenerated <> '' as generated
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    join pg_type t on t.oid = a.atttypid
   where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
   order by c.relname, a.attnum`;

const RELATIONSHIPS_SQL = `
  select c.relname as relation, k.conname as name,
         array(select attname from pg_attribute where attrelid = k.conrelid and attnum = any(k.conkey) order by attname) as columns,
         exists (select 1 from pg_constraint u where u.conrelid = k.conrelid and u.contype in ('p', 'u')
                  and u.conkey::int2[] @> k.conkey::int2[] and u.conkey::int2[] <@ k.conkey::int2[]) as one_to_one,
         r.relname as referenced_relation,
         array(select attname from pg_attribute where attrelid = k.confrelid and attnum = any(k.confkey) order by attname) as referenced_columns
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_class r on r.oid = k.confrelid
    join pg_namespace rn on rn.oid = r.relnamespace
   where k.contype = 'f' and c.relnamespace = 'public'::regnamespace and rn.nspname = 'public'
   order by c.relname, k.conname`;

const FUNCTIONS_SQL = `
  select p.proname as name, p.proargnames as arg_names,
         array(select typname from unnest(p.proargtypes) with ordinality as a(t, i) join pg_type on pg_type.oid = a.t order by i) as arg_types,
         array(select coalesce(r.relname, '') from unnest(p.proargtypes) with ordinality as a(t, i)
                 join pg_type on pg_type.oid = a.t
                 left join pg_class r on r.oid = pg_type.typrelid and r.relnamespace = 'public'::regnamespace
                order by i) as arg_relations,
         p.pronargdefaults as arg_defaults, p.proretset as returns_set, rt.typname as return_type,
         (select json_agg(json_build_object('name', n, 'type', ty.typname) order by i)
            from unnest(p.proallargtypes, p.proargmodes, p.proargnames) with ordinality as o(t, m, n, i)
            join pg_type ty on ty.oid = o.t where o.m = 't') as table_columns
    from pg_proc p join pg_type rt on rt.oid = p.prorettype
   where p.pronamespace = 'public'::regnamespace and rt.typname <> 'trigger' and p.prokind = 'f'
   order by p.proname`;

function quoteKey(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name);
}

function objectType(fields: string[]): string {
  return fields.length === 0 ? '{ [_ in never]: never }' : `{ ${fields.join('; ')} }`;
}

/**
 * PostgREST's computed fields: a function whose one parameter is a table's row and which returns
 * a single scalar. supabase gen types lists them in the table's Row (nullable), and postgrest-js
 * then leaves them out of `select('*')` and types `select('name')`.
 */
function computedFieldsOf(table: string, functions: FunctionInfo[]): string[] {
  return functions
    .filter(
      (fn) =>
        fn.arg_types.length === 1 &&
        fn.arg_relations[0] === table &&
        !fn.returns_set &&
        !fn.table_columns &&
        fn.return_type !== 'void',
    )
    .map((fn) => `${quoteKey(fn.name)}: ${tsType(fn.return_type)} | null`);
}

function relationType(
  columns: ColumnInfo[],
  relationships: RelationshipInfo[],
  isView: boolean,
  computed: string[] = [],
): string {
  const row = [
    ...columns.map((c) => `${quoteKey(c.name)}: ${tsType(c.type)}${c.nullable || isView ? ' | null' : ''}`),
    ...computed,
  ];
  const insert = columns.map((c) => {
    if (c.generated) return `${quoteKey(c.name)}?: never`;
    const optional = c.nullable || c.has_default ? '?' : '';
    return `${quoteKey(c.name)}${optional}: ${tsType(c.type)}${c.nullable ? ' | null' : ''}`;
  });
  const update = columns.map((c) =>
    c.generated
      ? `${quoteKey(c.name)}?: never`
      : `${quoteKey(c.name)}?: ${tsType(c.type)}${c.nullable ? ' | null' : ''}`,
  );
  const rels = relationships.map(
    (r) =>
      `{ foreignKeyName: ${JSON.stringify(r.name)}; columns: ${JSON.stringify(r.columns)}; isOneToOne: ${r.one_to_one}; ` +
      `referencedRelation: ${JSON.stringify(r.referenced_relation)}; referencedColumns: ${JSON.stringify(r.referenced_columns)} }`,
  );
  const parts = [`Row: ${objectType(row)}`];
  if (!isView) parts.push(`Insert: ${objectType(insert)}`, `Update: ${objectType(update)}`);
  parts.push(`Relationships: [${rels.join(', ')}]`);
  return `{ ${parts.join('; ')} }`;
}

function functionType(fn: FunctionInfo, views: ReadonlySet<string>): string {
  const names = fn.arg_names ?? [];
  const firstOptional = fn.arg_types.length - fn.arg_defaults;
  // A row argument is typed as the relation's Row; a sole unnamed argument is named "" (as supabase gen types does).
  const argType = (type: string, index: number) => {
    const relation = fn.arg_relations[index];
    if (!relation) return tsType(type);
    return `Database['public']['${views.has(relation) ? 'Views' : 'Tables'}'][${JSON.stringify(relation)}]['Row']`;
  };
  const argName = (index: number) => names[index] || (fn.arg_types.length === 1 ? '' : `arg${index}`);
  const args = fn.arg_types.map(
    (type, index) => `${quoteKey(argName(index))}${index >= firstOptional ? '?' : ''}: ${argType(type, index)}`,
  );
  const returns = fn.table_columns
    ? `${objectType(fn.table_columns.map((c) => `${quoteKey(c.name)}: ${tsType(c.type)}`))}[]`
    : `${tsType(fn.return_type)}${fn.returns_set ? '[]' : ''}`;
  return `{ Args: ${args.length === 0 ? 'Record<PropertyKey, never>' : objectType(args)}; Returns: ${returns} }`;
}

/** The source of database.types.ts (unformatted; the caller runs Prettier over it). */
export async function generateDatabaseTypes(db: Queryable): Promise<string> {
  const columns = (await db.query<ColumnInfo>(COLUMNS_SQL)).rows;
  const relationships = (await db.query<RelationshipInfo>(RELATIONSHIPS_SQL)).rows;
  const functions = (await db.query<FunctionInfo>(FUNCTIONS_SQL)).rows;
  const relations = [...new Set(columns.map((c) => c.relation))];
  const isViewRelation = (name: string) => columns.find((c) => c.relation === name)?.kind === 'v';
  const entry = (isView: boolean) =>
    relations
      .filter((name) => isViewRelation(name) === isView)
      .map(
        (name) =>
          `${quoteKey(name)}: ${relationType(
            columns.filter((c) => c.relation === name),
            relationships.filter((r) => r.relation === name),
            isView,
            isView ? [] : computedFieldsOf(name, functions),
          )}`,
      );
  const views = new Set(relations.filter(isViewRelation));
  const fns = functions.map((fn) => `${quoteKey(fn.name)}: ${functionType(fn, views)}`);
  return `// Generated by \`npm run gen:types\` from supabase/migrations: do not edit by hand.
// The shape of \`supabase gen types typescript\`, so a hosted project's generated file drops in.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  __InternalSupabase: { PostgrestVersion: '12' };
  public: {
    Tables: ${objectType(entry(false))};
    Views: ${objectType(entry(true))};
    Functions: ${objectType(fns)};
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};

type PublicSchema = Database['public'];

/** A table's or view's row, e.g. \`Tables<'news_stories'>\`. */
export type Tables<T extends keyof (PublicSchema['Tables'] & PublicSchema['Views'])> = (PublicSchema['Tables'] &
  PublicSchema['Views'])[T] extends { Row: infer R } ? R : never;
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update'];
`;
}
