import pg from 'pg';
import type { Database, Queryable } from '../../src/db/database.ts';

/**
 * Query plans of what the backend really runs: record the statements of each REST request's
 * transaction (its role/claims setup first), then EXPLAIN them again in the same setup.
 */
export interface RecordedStatement {
  sql: string;
  params: unknown[];
}

/** One request's transaction: the role and claims setup (withRequestContext), then its statements. */
export interface RecordedTransaction {
  setup: RecordedStatement;
  statements: RecordedStatement[];
}

const SETUP = /^select set_config\('search_path'/;

function recording(tx: Queryable, transaction: RecordedTransaction): Queryable {
  return {
    query(sql, params = []) {
      if (SETUP.test(sql) && transaction.setup.sql === '') transaction.setup = { sql, params };
      else transaction.statements.push({ sql, params });
      return tx.query(sql, params);
    },
    exec(sql) {
      transaction.statements.push({ sql, params: [] });
      return tx.exec(sql);
    },
  };
}

/** The request transactions `db` runs while `during` runs (one request at a time). */
export async function recordTransactions(db: Database, during: () => Promise<void>): Promise<RecordedTransaction[]> {
  const original = db.transaction;
  const recorded: RecordedTransaction[] = [];
  db.transaction = (fn) =>
    original((tx) => {
      const transaction: RecordedTransaction = { setup: { sql: '', params: [] }, statements: [] };
      recorded.push(transaction);
      return fn(recording(tx, transaction));
    });
  try {
    await during();
  } finally {
    db.transaction = original;
  }
  return recorded.filter((transaction) => transaction.setup.sql !== '');
}

export interface PlanNode {
  type: string;
  relation?: string;
  index?: string;
}

export interface StatementPlan {
  sql: string;
  /** Every node of the statement's plan and of the statements it ran inside functions. */
  nodes: PlanNode[];
  executionMs: number;
}

interface JsonPlan {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: JsonPlan[];
}

function flatten(plan: JsonPlan): PlanNode[] {
  const node: PlanNode = { type: plan['Node Type'], relation: plan['Relation Name'], index: plan['Index Name'] };
  return [node, ...(plan.Plans ?? []).flatMap(flatten)];
}

/** auto_explain's JSON message: "duration: … ms  plan:\n{ "Query Text": …, "Plan": {…} }". */
function nestedPlan(message: string): PlanNode[] {
  const start = message.indexOf('{');
  if (!message.startsWith('duration:') || start < 0) return [];
  return flatten((JSON.parse(message.slice(start)) as { Plan: JsonPlan }).Plan);
}

/**
 * A session that EXPLAINs as the backend's requests run: superuser first (to LOAD auto_explain),
 * then each statement inside its request's own setup, so the role, the JWT claims and therefore
 * the RLS policies are the ones the request had.
 *
 * EXPLAIN of `select … from search_content(…)` shows a Function Scan and nothing of the queries
 * inside the function. auto_explain with log_nested_statements logs those inner plans as the
 * function really plans them (a SQL function's statements are planned with its parameters as
 * parameters, which a copy of the body with values substituted would not show); log_level
 * NOTICE sends them to this client instead of the server log. Superuser-only, which the
 * PostgreSQL test server's DATABASE_URL is.
 */
export async function openPlanSession(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl, options: '-c TimeZone=UTC' });
  await client.connect();
  const notices: string[] = [];
  client.on('notice', (notice) => notices.push(notice.message ?? ''));
  await client.query(`load 'auto_explain'`);
  await client.query(`set auto_explain.log_min_duration = 0;
                      set auto_explain.log_nested_statements = on;
                      set auto_explain.log_analyze = off;
                      set auto_explain.log_format = json;
                      set auto_explain.log_level = notice`);

  async function explain(setup: RecordedStatement, statement: RecordedStatement): Promise<StatementPlan> {
    await client.query('begin');
    try {
      await client.query(setup.sql, setup.params);
      notices.length = 0;
      const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: JsonPlan; 'Execution Time': number }] }>(
        `explain (analyze, format json) ${statement.sql}`,
        statement.params,
      );
      const [result] = rows[0]['QUERY PLAN'];
      const nested = notices.flatMap(nestedPlan);
      return { sql: statement.sql, nodes: [...flatten(result.Plan), ...nested], executionMs: result['Execution Time'] };
    } finally {
      await client.query('rollback');
    }
  }

  return {
    /** The plans of a recorded request's statements. */
    async explainTransaction(transaction: RecordedTransaction): Promise<StatementPlan[]> {
      const plans: StatementPlan[] = [];
      for (const statement of transaction.statements) plans.push(await explain(transaction.setup, statement));
      return plans;
    },
    close: () => client.end(),
  };
}

/** "Index Scan news_stories_published_idx", "Seq Scan user_roles", …: the scans, once each, in plan order. */
export function scanSummary(nodes: PlanNode[]): string[] {
  const scans = nodes
    .filter((node) => node.type.endsWith('Scan'))
    .map((node) => `${node.type} ${node.index ?? node.relation ?? ''}`.trim());
  return [...new Set(scans)];
}
