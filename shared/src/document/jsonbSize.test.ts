import { describe, expect, it } from 'vitest';
import { jsonbTextBytes } from './jsonbSize.ts';

// Expected lengths are PostgreSQL's `octet_length(value::jsonb::text)`; the backend's document test
// compares the two on every fixture.
describe('jsonbTextBytes', () => {
  it.each([
    [{}, '{}'],
    [[], '[]'],
    [{ a: 1, b: [true, null, 'x'] }, '{"a": 1, "b": [true, null, "x"]}'],
    [{ type: 'text', text: 'say "hi"\n\\' }, '{"text": "say \\"hi\\"\\n\\\\", "type": "text"}'],
    ['\u0001é🚌', '"\\u0001é🚌"'],
  ])('%j', (value, printed) => {
    expect(jsonbTextBytes(value)).toBe(new TextEncoder().encode(printed).length);
  });
});
