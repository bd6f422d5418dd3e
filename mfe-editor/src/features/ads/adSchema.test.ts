import { AD_MESSAGES } from '@newsroom/shared/ad-write';
import { describe, expect, it } from 'vitest';
import { EMPTY_AD, adInsert, adSchema, canCreateAd } from './adSchema.ts';

const valid = { ...EMPTY_AD, title: 'Kopje Coffee', imageUrl: 'https://cdn.example/ad.png' };

const messages = (values: unknown) => {
  const result = adSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('adSchema', () => {
  it('needs a title and an image, with the product messages; sidebar by default', () => {
    expect(EMPTY_AD.position).toBe('sidebar');
    expect(messages(EMPTY_AD)).toEqual({ title: 'Title is required', imageUrl: 'Image is required' });
    expect(messages(valid)).toEqual({});
  });

  it('offers only sidebar, footer and inline', () => {
    expect(adSchema.safeParse({ ...valid, position: 'footer' }).success).toBe(true);
    expect(adSchema.safeParse({ ...valid, position: 'header' }).success).toBe(false);
  });

  it('refuses links and images that are not http(s); a link may be a path on this site (the shared rule)', () => {
    expect(messages({ ...valid, linkUrl: 'javascript:alert(1)', imageUrl: 'data:image/png;base64,AAAA' })).toEqual({
      linkUrl: AD_MESSAGES.linkUrl,
      imageUrl: AD_MESSAGES.imageUrl,
    });
    expect(messages({ ...valid, linkUrl: '/advertise' })).toEqual({});
    expect(messages({ ...valid, linkUrl: '//evil.example' })).toEqual({ linkUrl: AD_MESSAGES.linkUrl });
  });
});

describe('canCreateAd', () => {
  it('is off while the title or the image is missing, or while busy', () => {
    expect(canCreateAd({ title: '', imageUrl: 'https://x/a.png' }, false)).toBe(false);
    expect(canCreateAd({ title: 'A', imageUrl: '' }, false)).toBe(false);
    expect(canCreateAd({ title: 'A', imageUrl: 'https://x/a.png' }, true)).toBe(false);
    expect(canCreateAd({ title: 'A', imageUrl: 'https://x/a.png' }, false)).toBe(true);
  });
});

describe('adInsert', () => {
  it('is active, keeps the markup as text, trims, stores empty optional fields as null', () => {
    expect(adInsert({ ...valid, title: ' <i>Kopje</i> ', linkUrl: ' https://kopje.example ' })).toEqual({
      title: '<i>Kopje</i>',
      content: null,
      image_url: 'https://cdn.example/ad.png',
      link_url: 'https://kopje.example',
      position: 'sidebar',
      is_active: true,
    });
  });
});
