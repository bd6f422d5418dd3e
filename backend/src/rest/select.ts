import { RestError, restErrors } from './errors.ts';
import { fieldLabel, type Condition, type FieldPath, type OrderTerm, type SelectItem } from './grammar.ts';
import {
  ambiguousRelationship,
  isToOne,
  matchRelationships,
  noRelationship,
  type Relationship,
} from './relationships.ts';
import type { EmbedParams } from './request.ts';
import type { FunctionInfo, SchemaCache, TableInfo } from './schemaCache.ts';
import { Params, fieldSql, filterSql, ident, qualifiedTable } from './sql.ts';

type EmbedItem = Extract<SelectItem, { kind: 'embed' }>;

/** One relation of a read: the root, or an embedded resource with its own filters, order and range. */
export interface PlanNode {
  table: TableInfo;
  /** SQL alias (quoted). */
  alias: string;
  /** FROM fragment without the alias. */
  from: string;
  items: SelectItem[];
  params: EmbedParams;
  children: EmbedChild[];
  path: string;
  /** Nesting level: 0 for the root (PostgREST names embedded aliases `<table>_<depth>` in errors). */
  depth: number;
}

interface EmbedChild {
  item: EmbedItem;
  label: string;
  toOne: boolean;
  rel?: Relationship;
  node: PlanNode;
}

const EMPTY_PARAMS: EmbedParams = { filters: [], order: [] };

const unacceptableFilter = (target: string) =>
  new RestError(
    400,
    'PGRST120',
    `Bad operator on the '${target}' embedded resource`,
    'Only is null or not is null filters are allowed on embedded resources',
  );

const notEmbedded = (resource: string) =>
  new RestError(
    400,
    'PGRST108',
    `'${resource}' is not an embedded resource in this request`,
    null,
    `Verify that '${resource}' is included in the 'select' query parameter.`,
  );

const aggregatesNotAllowed = () => new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');

/**
 * Builds PostgREST's read plan as SQL: embedded resources become correlated sub-queries (to-one →
 * object, to-many → array, built as JSON by PostgreSQL), spreads lateral joins, `!inner` and
 * `rel=not.is.null` EXISTS conditions on the parent.
 */
export class SelectPlanner {
  private counter = 0;
  private readonly usedPaths = new Set<string>();

  constructor(
    private readonly cache: SchemaCache,
    readonly params: Params,
    private readonly embedded: Map<string, EmbedParams>,
    private readonly aggregatesEnabled: boolean,
  ) {}

  root(table: TableInfo, items: SelectItem[], params: EmbedParams, from: string, alias: string): PlanNode {
    const node = this.node(table, items, params, from, alias, '');
    for (const path of this.embedded.keys()) {
      if (!this.usedPaths.has(path)) throw notEmbedded(path);
    }
    return node;
  }

  private node(
    table: TableInfo,
    items: SelectItem[],
    params: EmbedParams,
    from: string,
    alias: string,
    path: string,
  ): PlanNode {
    const depth = path === '' ? 0 : path.split('.').length;
    const node: PlanNode = { table, alias, from, items, params, children: [], path, depth };
    for (const item of items) {
      if (item.kind === 'aggregate' && !this.aggregatesEnabled) throw aggregatesNotAllowed();
      if (item.kind === 'embed') node.children.push(this.child(node, item));
    }
    return node;
  }

  private child(parent: PlanNode, item: EmbedItem): EmbedChild {
    const label = item.alias ?? item.relation;
    const path = parent.path ? `${parent.path}.${label}` : label;
    this.usedPaths.add(path);
    const params = this.embedded.get(path) ?? EMPTY_PARAMS;
    const alias = ident(`pgrst_${++this.counter}`);
    const items = item.select;
    const computed = this.computedRelationship(parent.table, item.relation);
    if (computed) {
      const table = this.cache.tableByKey(computed.returnRelation ?? '') as TableInfo;
      const from = `${ident(computed.schema)}.${ident(computed.name)}(${parent.alias})`;
      const node = this.node(table, items, params, from, alias, path);
      return { item, label, toOne: Boolean(computed.singleRow), node };
    }
    const rel = this.relationship(parent.table, item);
    const node = this.node(rel.foreignTable, items, params, qualifiedTable(rel.foreignTable), alias, path);
    return { item, label, toOne: isToOne(rel), rel, node };
  }

  private computedRelationship(table: TableInfo, name: string): FunctionInfo | undefined {
    return this.cache
      .computedFor(table)
      .find((fn) => fn.name === name && fn.returnRelation && this.cache.tableByKey(fn.returnRelation));
  }

  private relationship(table: TableInfo, item: EmbedItem): Relationship {
    const matches = matchRelationships(this.cache.relationshipsFrom(table), item.relation, item.hint);
    if (matches.length === 1) return matches[0];
    if (matches.length === 0) {
      const related = this.cache.relationshipsFrom(table).map((rel) => rel.foreignTable.name);
      throw noRelationship(table.name, item.relation, item.hint, table.schema, related);
    }
    throw ambiguousRelationship(table.name, item.relation, matches);
  }

  /** Join conditions tying `child` rows to the parent row. */
  private join(parent: PlanNode, child: EmbedChild): string[] {
    const { rel, node } = child;
    if (!rel) return [];
    if (rel.junction) {
      const j = rel.junction;
      const junctionAlias = ident(`pgrst_${++this.counter}`);
      const conditions = [
        ...j.targetColumns.map(([jc, fc]) => `${junctionAlias}.${ident(jc)} = ${node.alias}.${ident(fc)}`),
        ...j.sourceColumns.map(([jc, oc]) => `${junctionAlias}.${ident(jc)} = ${parent.alias}.${ident(oc)}`),
      ];
      return [
        `exists (select 1 from ${qualifiedTable(j.table)} as ${junctionAlias} where ${conditions.join(' and ')})`,
      ];
    }
    return rel.columns.map(([oc, fc]) => `${node.alias}.${ident(fc)} = ${parent.alias}.${ident(oc)}`);
  }

  /** The node's own filters plus EXISTS for its `!inner` children. */
  conditions(node: PlanNode): string[] {
    const embedCondition = (condition: Condition) => this.embedCondition(node, condition);
    const own = node.params.filters.map((filter) =>
      filterSql(node.table, filter, node.alias, this.params, embedCondition),
    );
    const inner = node.children.filter((child) => child.item.inner).map((child) => this.exists(node, child));
    return [...own, ...inner];
  }

  private exists(parent: PlanNode, child: EmbedChild): string {
    const where = [...this.join(parent, child), ...this.conditions(child.node)];
    return `exists (select 1 from ${child.node.from} as ${child.node.alias}${where.length ? ` where ${where.join(' and ')}` : ''})`;
  }

  /** `author=is.null` / `author=not.is.null` on an embedded resource. */
  private embedCondition(node: PlanNode, condition: Condition): string | undefined {
    if (condition.field.json.length || node.table.columns.has(condition.field.name)) return undefined;
    const child = node.children.find((c) => c.label === condition.field.name);
    if (!child) return undefined;
    const value = condition.value.toLowerCase();
    if (condition.operator !== 'is' || (value !== 'null' && value !== 'not_null')) {
      throw unacceptableFilter(condition.field.name);
    }
    const isNull = (value === 'null') !== condition.negate;
    const exists = this.exists(node, child);
    return isNull ? `not ${exists}` : exists;
  }

  /** `select … from … where … [group by] [order by] [limit/offset]` for a node. */
  query(node: PlanNode, join: string[], range: { limit?: number; offset?: number }): string {
    const { columns, laterals, groupBy } = this.selectList(node);
    const where = [...join, ...this.conditions(node)];
    let sql = `select ${columns || 'null'} from ${node.from} as ${node.alias}${laterals}`;
    if (where.length) sql += ` where ${where.join(' and ')}`;
    if (groupBy.length) sql += ` group by ${groupBy.join(', ')}`;
    sql += this.order(node);
    if (range.limit !== undefined) sql += ` limit ${this.params.add(range.limit)}`;
    if (range.offset) sql += ` offset ${this.params.add(range.offset)}`;
    return sql;
  }

  private order(node: PlanNode): string {
    if (!node.params.order.length) return '';
    const terms = node.params.order.map((term) => {
      let sql = this.orderExpression(node, term);
      if (term.direction) sql += ` ${term.direction}`;
      if (term.nulls) sql += ` nulls ${term.nulls}`;
      return sql;
    });
    return ` order by ${terms.join(', ')}`;
  }

  private orderExpression(node: PlanNode, term: OrderTerm): string {
    if (!term.relation) return this.field(node, term.field);
    const child = node.children.find((c) => c.label === term.relation);
    if (!child) throw notEmbedded(term.relation);
    if (!child.toOne)
      throw new RestError(
        400,
        'PGRST118',
        `A related order on '${child.node.table.name}' is not possible`,
        `'${node.table.name}' and '${child.node.table.name}' do not form a many-to-one or one-to-one relationship`,
      );
    const where = this.join(node, child);
    const value = this.field(child.node, term.field);
    return `(select ${value} from ${child.node.from} as ${child.node.alias}${where.length ? ` where ${where.join(' and ')}` : ''} limit 1)`;
  }

  private selectList(node: PlanNode): { columns: string; laterals: string; groupBy: string[] } {
    const columns: string[] = [];
    const groupBy: string[] = [];
    let laterals = '';
    let hasAggregate = false;
    let childIndex = 0;
    for (const item of node.items) {
      if (item.kind === 'star') {
        columns.push(`${node.alias}.*`);
      } else if (item.kind === 'column') {
        if (this.isLegacyCount(node, item)) {
          hasAggregate = true;
          columns.push(`pg_catalog.count(*) as ${ident(item.alias ?? 'count')}`);
          continue;
        }
        let sql = this.field(node, item.field);
        if (item.cast) sql = `(${sql})::${item.cast}`;
        columns.push(`${sql} as ${ident(item.alias ?? fieldLabel(item.field))}`);
        groupBy.push(sql);
      } else if (item.kind === 'aggregate') {
        hasAggregate = true;
        columns.push(`${this.aggregate(node, item)} as ${ident(item.alias ?? item.fn)}`);
      } else {
        const child = node.children[childIndex++];
        const join = this.join(node, child);
        if (child.item.spread) {
          const spread = this.spread(child, join);
          laterals += spread.lateral;
          columns.push(...spread.columns);
          groupBy.push(...spread.expressions);
        } else if (child.item.select.length) columns.push(`${this.embed(child, join)} as ${ident(child.label)}`);
      }
    }
    return { columns: columns.join(', '), laterals, groupBy: hasAggregate ? groupBy : [] };
  }

  /** `rel(count)`: PostgREST's shorthand for counting the embedded rows. */
  private isLegacyCount(node: PlanNode, item: Extract<SelectItem, { kind: 'column' }>): boolean {
    return (
      node.path !== '' &&
      item.field.name === 'count' &&
      !item.field.json.length &&
      !node.table.columns.has('count') &&
      !node.table.computedFields?.has('count')
    );
  }

  /** A column of the node; an unknown one is reported with PostgREST's alias for the node. */
  private field(node: PlanNode, field: FieldPath): string {
    try {
      return fieldSql(node.table, field, node.alias, this.params);
    } catch (error) {
      if (!(error instanceof RestError) || error.code !== '42703' || node.depth === 0) throw error;
      throw restErrors.unknownColumn(`${node.table.name}_${node.depth}`, field.name);
    }
  }

  private aggregate(node: PlanNode, item: Extract<SelectItem, { kind: 'aggregate' }>): string {
    let input = item.field ? this.field(node, item.field) : '*';
    if (item.inputCast) input = `(${input})::${item.inputCast}`;
    const sql = `pg_catalog.${item.fn}(${input})`;
    return item.cast ? `(${sql})::${item.cast}` : sql;
  }

  private embed(child: EmbedChild, join: string[]): string {
    const { node } = child;
    if (child.toOne) {
      return `(select row_to_json(pgrst_row) from (${this.query(node, join, { limit: 1 })}) pgrst_row)`;
    }
    const range = { limit: node.params.limit, offset: node.params.offset };
    return `(select coalesce(json_agg(pgrst_row), '[]') from (${this.query(node, join, range)}) pgrst_row)`;
  }

  /** `...rel(cols)`: a lateral join whose columns join the parent's (arrays of them for to-many). */
  private spread(child: EmbedChild, join: string[]): { lateral: string; columns: string[]; expressions: string[] } {
    const { node } = child;
    const alias = ident(`pgrst_${++this.counter}`);
    const names = this.outputNames(node);
    let body: string;
    if (child.toOne) body = this.query(node, join, { limit: 1 });
    else {
      const range = { limit: node.params.limit, offset: node.params.offset };
      const aggregated = names.map((name) => `json_agg(pgrst_spread.${ident(name)}) as ${ident(name)}`);
      body = `select ${aggregated.join(', ') || 'null'} from (${this.query(node, join, range)}) pgrst_spread`;
    }
    const expressions = names.map((name) => `${alias}.${ident(name)}`);
    return {
      lateral: ` left join lateral (${body}) as ${alias} on true`,
      columns: names.map((name, i) => `${expressions[i]} as ${ident(name)}`),
      expressions,
    };
  }

  /** The keys a node's rows have (needed to spread them). */
  private outputNames(node: PlanNode): string[] {
    const names: string[] = [];
    let childIndex = 0;
    for (const item of node.items) {
      if (item.kind === 'star') names.push(...node.table.columns.keys());
      else if (item.kind === 'column') {
        names.push(item.alias ?? (this.isLegacyCount(node, item) ? 'count' : fieldLabel(item.field)));
      } else if (item.kind === 'aggregate') names.push(item.alias ?? item.fn);
      else {
        const child = node.children[childIndex++];
        if (child.item.spread) names.push(...this.outputNames(child.node));
        else if (child.item.select.length) names.push(child.label);
      }
    }
    return names;
  }
}
