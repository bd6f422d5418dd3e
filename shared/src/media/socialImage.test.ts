import { describe, expect, it } from 'vitest';
import { socialCardImage } from './socialImage.ts';

const SUPABASE = 'https://project.supabase.co';
const OBJECT = `${SUPABASE}/storage/v1/object/public/blog-images/stories/a1b2.jpg`;

describe('socialCardImage', () => {
  it("crops one of the project's images to the 1200 × 630 card around its focal point", () => {
    expect(socialCardImage(OBJECT, { x: 0.25, y: 0.1234 }, SUPABASE)).toEqual({
      url: '/social-image/stories/a1b2.jpg?x=0.25&y=0.123',
      width: 1200,
      height: 630,
    });
  });

  it('crops at the centre without a focal point, and from a render URL too', () => {
    const render = `${SUPABASE}/storage/v1/render/image/public/blog-images/stories/a1b2.jpg?width=800`;
    expect(socialCardImage(render, null, `${SUPABASE}/`)).toEqual({
      url: '/social-image/stories/a1b2.jpg',
      width: 1200,
      height: 630,
    });
  });

  it('shares any other image as it is, its size unknown', () => {
    expect(socialCardImage('https://img.example/a.jpg', { x: 0.5, y: 0.5 }, SUPABASE)).toEqual({
      url: 'https://img.example/a.jpg',
    });
    // Another bucket, another project, or no project configured.
    expect(socialCardImage(`${SUPABASE}/storage/v1/object/public/avatars/a.jpg`, null, SUPABASE).width).toBeUndefined();
    expect(socialCardImage(OBJECT, null, 'https://other.supabase.co').url).toBe(OBJECT);
    expect(socialCardImage(OBJECT, null, null).url).toBe(OBJECT);
  });

  it('shares as it is a stored image whose key the route would refuse (a space, an encoded character)', () => {
    for (const key of ['imported/a%20b.jpg', 'a+b.jpg', '../x.jpg']) {
      const url = `${SUPABASE}/storage/v1/object/public/blog-images/${key}`;
      expect(socialCardImage(url, null, SUPABASE), key).toEqual({ url });
    }
  });

  it('writes each focal point one way (no trailing zeros), the one the route accepts', () => {
    expect(socialCardImage(OBJECT, { x: 0.5, y: 1 }, SUPABASE).url).toBe('/social-image/stories/a1b2.jpg?x=0.5&y=1');
    expect(socialCardImage(OBJECT, { x: 0, y: 0.1004 }, SUPABASE).url).toBe('/social-image/stories/a1b2.jpg?x=0&y=0.1');
  });

  it('leaves out a focal point out of range', () => {
    expect(socialCardImage(OBJECT, { x: 2, y: 0.5 }, SUPABASE).url).toBe('/social-image/stories/a1b2.jpg');
  });
});
