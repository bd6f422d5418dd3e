import { describe, expect, it } from 'vitest';
import { FilterError, matchesFilters, parseFilter } from '../../src/realtime/filters.ts';

const types = new Map([
  ['id', 'int8'],
  ['title', 'text'],
  ['live', 'bool'],
  ['starts_at', 'timestamptz'],
]);
const row = { id: 5, title: 'Cup final, live', live: true, starts_at: '2024-06-01T12:00:00+00:00' };
const matches = (filter: string, record: Record<string, unknown> | null = row) =>
  matchesFilters(record, parseFilter(filter), types);

describe('realtime filters', () => {
  it('compares numbers, booleans and timestamps as their column types', () => {
    expect(matches('id=eq.5')).toBe(true);
    expect(matches('id=neq.5')).toBe(false);
    expect(matches('id=gt.4')).toBe(true);
    expect(matches('id=lt.10')).toBe(true);
    expect(matches('id=gte.6')).toBe(false);
    expect(matches('id=lte.5')).toBe(true);
    expect(matches('live=eq.true')).toBe(true);
    expect(matches('starts_at=gt.2024-05-31T00:00:00Z')).toBe(true);
  });

  it('parses in-lists with quoted values containing commas', () => {
    expect(parseFilter('title=in.("Cup final, live",other)')[0].values).toEqual(['Cup final, live', 'other']);
    expect(matches('title=in.("Cup final, live",other)')).toBe(true);
    expect(matches('id=in.(1,2,3)')).toBe(false);
  });

  it('handles is.null / is.true and null column values', () => {
    expect(matches('title=is.null', { ...row, title: null })).toBe(true);
    expect(matches('title=is.null')).toBe(false);
    expect(matches('live=is.true')).toBe(true);
    expect(matches('title=eq.x', { ...row, title: null })).toBe(false);
  });

  it('ANDs comma-separated clauses and supports like/ilike', () => {
    expect(matches('id=eq.5,live=eq.true')).toBe(true);
    expect(matches('id=eq.5,live=eq.false')).toBe(false);
    expect(matches('title=ilike.cup*')).toBe(true);
    expect(matches('title=like.cup%')).toBe(false);
  });

  it('rejects malformed filters with a reason', () => {
    for (const bad of ['id', 'id=5', 'id=zz.1', 'id=in.1,2', 'id=is.maybe', 'title=eq."open']) {
      expect(() => parseFilter(bad), bad).toThrow(FilterError);
    }
  });
});
