// @vitest-environment happy-dom
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, responsiveImage } from './responsiveImage.ts';

const SUPABASE = 'https://project.supabase.co';
const platform = { supabaseUrl: SUPABASE, transformations: true };
const storage = createClient(SUPABASE, 'anon-key').storage.from('blog-images');
const original = storage.getPublicUrl('stories/photo é.jpg').data.publicUrl;

describe('responsiveImage', () => {
  it("builds supabase-js's transformation URLs, cropped to the slot's aspect, for each width of the ladder", () => {
    const image = responsiveImage(original, { aspect: 'hero', platform });
    const at = (width: number, height: number) =>
      storage.getPublicUrl('stories/photo é.jpg', { transform: { width, height } }).data.publicUrl;
    expect(image.src).toBe(at(800, 450));
    expect(image.srcSet?.split(', ')).toEqual(
      IMAGE_WIDTHS.map((width) => `${at(width, Math.round((width * 9) / 16))} ${width}w`),
    );
    expect(image.sizes).toBe('(min-width: 1240px) 1200px, 100vw');
    expect({ width: image.width, height: image.height }).toEqual({ width: 1200, height: 675 });
    expect(image.objectPosition).toBeUndefined();
  });

  it.each([
    ['card', 900],
    ['mobile', 800],
    ['square', 1200],
    ['wide', 514],
  ] as const)('gives %s images width/height attributes in their aspect', (aspect, height) => {
    const image = responsiveImage(original, { aspect, platform, sizes: '50vw' });
    expect({ width: image.width, height: image.height, sizes: image.sizes }).toEqual({
      width: 1200,
      height,
      sizes: '50vw',
    });
  });

  it('never asks for more than 2500 px, whatever the original, and stops at the slot maximum', () => {
    const widths = (srcSet = '') => srcSet.split(', ').map((entry) => Number(/ (\d+)w$/.exec(entry)?.[1]));
    expect(Math.max(...widths(responsiveImage(original, { aspect: 'wide', platform }).srcSet))).toBe(2500);
    const ad = responsiveImage(original, { aspect: 'square', platform, maxWidth: 600, uncropped: true });
    expect(widths(ad.srcSet)).toEqual([320, 480]);
    expect(ad.srcSet).not.toContain('height=');
  });

  it('resizes only and crops in the browser at the focal point when the editor set one', () => {
    const image = responsiveImage(original, { aspect: 'card', platform, focal: { x: 0.25, y: 0.8 } });
    expect(image.srcSet).not.toContain('height=');
    expect(image.objectPosition).toBe('25% 80%');
    expect(
      responsiveImage(original, { aspect: 'card', platform, focal: { x: 2, y: -1 } }).objectPosition,
    ).toBeUndefined();
  });

  it('falls back to the original for other sites, other projects, and projects without transformations', () => {
    for (const url of [
      'https://images.invalid/chronicle/a.jpg',
      'https://other.supabase.co/storage/v1/object/public/b/a.jpg',
    ]) {
      const image = responsiveImage(url, { aspect: 'card', platform });
      expect([image.src, image.srcSet]).toEqual([url, undefined]);
    }
    const off = responsiveImage(original, { aspect: 'card', platform: { ...platform, transformations: false } });
    expect(off).toEqual({ src: original, width: 1200, height: 900, objectPosition: undefined });
    expect(responsiveImage(original, { aspect: 'card', platform: null }).src).toBe(original);
  });
});
