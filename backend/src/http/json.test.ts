import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, parseJsonText } from './json.ts';

const nested = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;

describe('parseJsonText', () => {
  it(`takes a body nested ${MAX_JSON_DEPTH} levels deep and refuses one level more`, () => {
    expect(parseJsonText(nested(MAX_JSON_DEPTH)).ok).toBe(true);
    expect(parseJsonText(nested(MAX_JSON_DEPTH + 1))).toEqual({
      ok: false,
      error: `exceeded max depth (${MAX_JSON_DEPTH} levels)`,
    });
  });

  it('counts no bracket inside a string, escaped quotes included', () => {
    const text = JSON.stringify({ title: `\\"${'[{'.repeat(500)}` });
    expect(parseJsonText(text)).toEqual({ ok: true, value: JSON.parse(text) });
  });
});
