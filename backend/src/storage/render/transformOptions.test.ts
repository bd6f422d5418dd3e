import { describe, expect, it } from 'vitest';
import { deserializeTransformOptions, parseTransformOptions, serializeTransformOptions } from './transformOptions.ts';

describe('parseTransformOptions', () => {
  it('defaults to cover at quality 80 and keeps what was asked', () => {
    expect(parseTransformOptions({ width: '640' })).toEqual({ width: 640, resize: 'cover', quality: 80 });
    expect(parseTransformOptions({ height: 2500, resize: 'fill', quality: '20', format: 'origin' })).toMatchObject({
      height: 2500,
      resize: 'fill',
      quality: 20,
      format: 'origin',
    });
  });

  it.each([
    ['width', '0'],
    ['width', '2501'],
    ['height', '-1'],
    ['height', '1.5'],
    ['width', ' 12'],
    ['quality', '19'],
    ['quality', 'NaN'],
    ['resize', 'crop'],
    ['format', 'webp'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => parseTransformOptions({ [name]: value })).toThrow(/must be/);
  });

  it('round-trips through the string a signed token carries', () => {
    const options = parseTransformOptions({ width: 300, height: 200, resize: 'contain', quality: 60 });
    expect(serializeTransformOptions(options)).toBe('width:300,height:200,resize:contain,quality:60');
    expect(deserializeTransformOptions(serializeTransformOptions(options))).toEqual(options);
    expect(() => deserializeTransformOptions(undefined)).toThrow(/no transformations/);
  });
});
