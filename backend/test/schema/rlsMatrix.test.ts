import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../src/db/database.ts';
import { FIXTURES_SQL, TABLE_CASES, targetOf, type TableCase } from './rlsCases.ts';
import { PERSONAS, createSchemaDb, probeAs, sqlState, type Persona } from './sqlHarness.ts';

/**
 * The row-level-security matrix, straight against the migrations: every persona tries every
 * operation on every table, each in its own rolled-back transaction, as a REST request would.
 */
let db: Database;
const matrix: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  db = await createSchemaDb();
  await db.exec(FIXTURES_SQL);
}, 120_000);

afterAll(async () => {
  console.log('RLS matrix (select scope rows-seen/total · insert · update · delete; ✓ allowed, ✗ refused)');
  console.table(matrix);
  await db?.close();
});

async function countVisible(tx: Queryable, tableCase: TableCase): Promise<number> {
  const { table } = targetOf(tableCase);
  const { rows } = await tx.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0].n;
}

/** Inserts are refused with an RLS error (42501); any other error fails the test. */
async function tryInsert(tx: Queryable, tableCase: TableCase, persona: Persona): Promise<boolean> {
  try {
    await tableCase.insert(tx, persona);
    return true;
  } catch (error) {
    if (sqlState(error) === '42501') return false;
    throw error;
  }
}

/** Updates and deletes the policies filter out touch no row; a refused WITH CHECK raises 42501. */
async function tryChange(tx: Queryable, tableCase: TableCase, kind: 'update' | 'delete'): Promise<boolean> {
  const { table, where, params } = targetOf(tableCase);
  const sql =
    kind === 'update'
      ? `update ${table} set ${tableCase.updateSet} where ${where}`
      : `delete from ${table} where ${where}`;
  try {
    const result = await tx.query(sql, params);
    return (result.affectedRows ?? 0) > 0;
  } catch (error) {
    if (sqlState(error) === '42501') return false;
    throw error;
  }
}

const mark = (allowed: boolean) => (allowed ? '✓' : '✗');

describe.each(TABLE_CASES)('$table', (tableCase) => {
  it.each(PERSONAS)('%s gets exactly the designed access', async (persona) => {
    const expected = tableCase.expected[persona];
    const expectedRows =
      expected.select === 'own'
        ? (tableCase.counts.own?.(persona) ?? 0)
        : expected.select === 'none'
          ? 0
          : tableCase.counts[expected.select];

    const seen = await probeAs(db, persona, (tx) => countVisible(tx, tableCase));
    const inserted = await probeAs(db, persona, (tx) => tryInsert(tx, tableCase, persona));
    const updated = await probeAs(db, persona, (tx) => tryChange(tx, tableCase, 'update'));
    const deleted = await probeAs(db, persona, (tx) => tryChange(tx, tableCase, 'delete'));

    matrix[tableCase.table] ??= {};
    matrix[tableCase.table][persona] =
      `${expected.select} ${seen}/${tableCase.counts.all} · ${mark(inserted)} · ${mark(updated)} · ${mark(deleted)}`;

    expect({ seen, inserted, updated, deleted }).toEqual({
      seen: expectedRows,
      inserted: expected.insert,
      updated: expected.update,
      deleted: expected.delete,
    });
  });
});
