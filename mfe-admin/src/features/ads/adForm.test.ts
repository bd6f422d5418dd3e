import { AD_MESSAGES, missingForAd } from '@newsroom/shared/ad-write';
import { describe, expect, it } from 'vitest';
import { EMPTY_AD_FORM, adEditToPatch, adFormSchema, adFormToRow, type AdFormValues } from './adForm.ts';

const valid: AdFormValues = {
  ...EMPTY_AD_FORM,
  title: 'Kopje Coffee',
  imageUrl: 'http://127.0.0.1:54321/storage/v1/object/public/blog-images/a.png',
};

function errorsOf(values: AdFormValues): Record<string, string> {
  const result = adFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the advertisement form', () => {
  it('starts as an active sidebar ad', () => {
    expect(EMPTY_AD_FORM).toMatchObject({ position: 'sidebar', isActive: true });
  });

  it('waits for a title and an image, with the product messages', () => {
    expect(missingForAd(EMPTY_AD_FORM)).toEqual(['Title is required', 'Image is required']);
    expect(missingForAd({ title: '   ', imageUrl: valid.imageUrl })).toEqual(['Title is required']);
    expect(missingForAd({ title: 'Ad', imageUrl: '' })).toEqual(['Image is required']);
    expect(missingForAd(valid)).toEqual([]);
    expect(errorsOf(EMPTY_AD_FORM)).toEqual({ title: 'Title is required', imageUrl: 'Image is required' });
  });

  it('accepts http(s) links and site paths, refuses script and protocol-relative links', () => {
    for (const linkUrl of ['', 'https://kopje.example/offer', '/advertise']) {
      expect(errorsOf({ ...valid, linkUrl })).toEqual({});
    }
    for (const linkUrl of [
      'javascript:alert(document.cookie)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,<script>x</script>',
      '//evil.example',
    ]) {
      expect(errorsOf({ ...valid, linkUrl })).toEqual({ linkUrl: AD_MESSAGES.linkUrl });
    }
  });

  it('refuses an image that is not a web address', () => {
    expect(errorsOf({ ...valid, imageUrl: 'javascript:alert(1)' })).toEqual({ imageUrl: AD_MESSAGES.imageUrl });
  });

  it('limits title and content with clear messages', () => {
    expect(errorsOf({ ...valid, title: 'x'.repeat(201), content: 'y'.repeat(2001) })).toEqual({
      title: AD_MESSAGES.titleTooLong,
      content: AD_MESSAGES.contentTooLong,
    });
  });

  it('sends the product columns, blanks as null, and keeps hostile text as text', () => {
    const title = '<script>alert(1)</script>';
    expect(adFormToRow(adFormSchema.parse({ ...valid, title, position: 'inline' }))).toEqual({
      title,
      content: null,
      image_url: valid.imageUrl,
      link_url: null,
      position: 'inline',
      is_active: true,
      starts_at: null,
      ends_at: null,
      sections: [],
      editions: [],
      frequency_cap: null,
    });
  });

  it('an inline edit leaves the Active state alone', () => {
    expect(adEditToPatch(adFormSchema.parse(valid))).not.toHaveProperty('is_active');
  });

  it('refuses a window that ends before (or when) it starts, and a cap out of range (decision 187)', () => {
    expect(errorsOf({ ...valid, startsAt: '2026-12-10T09:00', endsAt: '2026-12-09T09:00' })).toEqual({
      endsAt: 'The end must be after the start',
    });
    expect(errorsOf({ ...valid, startsAt: '2026-12-10T09:00', endsAt: '2026-12-10T09:00' })).toHaveProperty('endsAt');
    for (const frequencyCap of ['0', '101', '2.5', '-1']) {
      expect(errorsOf({ ...valid, frequencyCap }), frequencyCap).toHaveProperty('frequencyCap');
    }
  });

  it('sends the window as instants, the targeting and the cap', () => {
    const row = adFormToRow(
      adFormSchema.parse({
        ...valid,
        startsAt: '2026-12-10T09:00',
        endsAt: '2026-12-24T18:00',
        sections: ['Sports'],
        editions: ['zimbabwe'],
        frequencyCap: '3',
      }),
    );
    expect(row).toMatchObject({
      starts_at: new Date('2026-12-10T09:00').toISOString(),
      ends_at: new Date('2026-12-24T18:00').toISOString(),
      sections: ['Sports'],
      editions: ['zimbabwe'],
      frequency_cap: 3,
    });
  });
});
