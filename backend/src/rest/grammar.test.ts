import { describe, expect, it } from 'vitest';
import {
  isSafeCast,
  parseField,
  parseFilterParam,
  parseList,
  MAX_LOGIC_DEPTH,
  parseLogicParam,
  parseOrder,
  parseSelect,
  toArrayLiteral,
} from './grammar.ts';

describe('PostgREST query grammar', () => {
  it('parses select items: aliases, casts, JSON paths, quoted names and embeds', () => {
    expect(parseSelect('id,headline:title,views::text,meta->>author,"display title",comments(body)')).toEqual([
      { kind: 'column', field: { name: 'id', json: [] }, alias: undefined, cast: undefined },
      { kind: 'column', field: { name: 'title', json: [] }, alias: 'headline', cast: undefined },
      { kind: 'column', field: { name: 'views', json: [] }, alias: undefined, cast: 'text' },
      {
        kind: 'column',
        field: { name: 'meta', json: [{ arrow: '->>', key: 'author' }] },
        alias: undefined,
        cast: undefined,
      },
      { kind: 'column', field: { name: 'display title', json: [] }, alias: undefined, cast: undefined },
      {
        kind: 'embed',
        relation: 'comments',
        alias: undefined,
        hint: undefined,
        inner: false,
        select: [expect.anything()],
      },
    ]);
  });

  it('accepts only plain type names as casts', () => {
    expect(isSafeCast('text')).toBe(true);
    expect(isSafeCast('double precision')).toBe(true);
    expect(isSafeCast('int[]')).toBe(true);
    expect(isSafeCast('text);drop table x;--')).toBe(false);
    expect(isSafeCast('text or true')).toBe(false);
  });

  it('keeps simple operator values verbatim and parses negation and quantifiers', () => {
    expect(parseFilterParam('title', 'eq.a b,c "q"')).toMatchObject({
      operator: 'eq',
      value: 'a b,c "q"',
      negate: false,
    });
    expect(parseFilterParam('id', 'not.in.(1,2)')).toMatchObject({ operator: 'in', negate: true, value: '(1,2)' });
    expect(parseFilterParam('title', 'like(any).{a*,b*}')).toMatchObject({ operator: 'like', modifier: 'any' });
    expect(parseFilterParam('body', 'wfts(english).cats')).toMatchObject({ operator: 'wfts', modifier: 'english' });
    expect(() => parseFilterParam('id', 'zz.1')).toThrow();
    expect(() => parseFilterParam('done', 'is.maybe')).toThrow();
    expect(() => parseFilterParam('id', 'eq(evil).1')).toThrow();
  });

  it('parses nested logic trees with quoted values', () => {
    const tree = parseLogicParam('or', '(a.eq.1,and(b.gt.2,c.eq."x,y"),not.and(d.is.null))');
    expect(tree.operator).toBe('or');
    expect(tree.children).toHaveLength(3);
    expect(tree.children[1]).toMatchObject({ kind: 'logic', operator: 'and' });
    expect((tree.children[1] as { children: { value: string }[] }).children[1].value).toBe('x,y');
    expect(tree.children[2]).toMatchObject({ kind: 'logic', negate: true });
    expect(() => parseLogicParam('or', '(a.eq.1')).toThrow();
    expect(() => parseLogicParam('or', '()')).toThrow();
  });

  it('takes a logic tree MAX_LOGIC_DEPTH levels deep and refuses one level more', () => {
    const tree = (levels: number) => `(${'or('.repeat(levels - 1)}a.eq.1${')'.repeat(levels - 1)})`;
    expect(() => parseLogicParam('or', tree(MAX_LOGIC_DEPTH))).not.toThrow();
    expect(() => parseLogicParam('or', tree(MAX_LOGIC_DEPTH + 1))).toThrow(
      expect.objectContaining({ code: 'PGRST100', details: 'logic tree nested more than 64 levels deep' }),
    );
  });

  it('splits in-lists and escapes them into PostgreSQL array literals', () => {
    expect(parseList('(1,"a,b",  c )')).toEqual(['1', 'a,b', 'c']);
    expect(parseList('()')).toEqual([]);
    expect(toArrayLiteral(['a"b', 'c\\d', 'e,f'])).toBe('{"a\\"b","c\\\\d","e,f"}');
  });

  it('parses order terms with direction and nulls placement', () => {
    expect(parseOrder('published_at.desc.nullslast,title')).toEqual([
      { field: { name: 'published_at', json: [] }, direction: 'desc', nulls: 'last' },
      { field: { name: 'title', json: [] }, direction: undefined, nulls: undefined },
    ]);
  });

  it('parses JSON paths with array indexes', () => {
    expect(parseField('data->0->>name')).toEqual({
      name: 'data',
      json: [
        { arrow: '->', key: '0' },
        { arrow: '->>', key: 'name' },
      ],
    });
  });
});
