import { describe, expect, it } from 'vitest';
import { adShowsOn, mapAdvertisementRow, type Advertisement } from './advertisement.ts';

const NOW = Date.parse('2026-12-03T12:00:00Z');

function campaign(fields: Record<string, unknown> = {}): Advertisement {
  const ad = mapAdvertisementRow({
    id: 'ad1',
    title: 'Spring sale',
    image_url: 'https://ads.example/a.png',
    ...fields,
  });
  if (!ad) throw new Error('not an ad');
  return ad;
}

describe('adShowsOn (decision 187)', () => {
  it('shows an ad only inside its window', () => {
    expect(adShowsOn(campaign(), {}, NOW)).toBe(true);
    expect(adShowsOn(campaign({ starts_at: '2026-12-03T11:00:00Z', ends_at: '2026-12-03T13:00:00Z' }), {}, NOW)).toBe(
      true,
    );
    expect(adShowsOn(campaign({ starts_at: '2026-12-03T12:00:01Z' }), {}, NOW)).toBe(false);
    // The end is exclusive, as the database's policy says (ends_at > now()).
    expect(adShowsOn(campaign({ ends_at: '2026-12-03T12:00:00Z' }), {}, NOW)).toBe(false);
  });

  it('shows a targeted ad only on pages of its sections and editions', () => {
    const sports = campaign({ sections: ['Sports'] });
    expect(adShowsOn(sports, { section: 'Sports' }, NOW)).toBe(true);
    expect(adShowsOn(sports, { section: 'Foreign' }, NOW)).toBe(false);
    expect(adShowsOn(sports, {}, NOW)).toBe(false);
    const zimbabwe = campaign({ editions: ['zimbabwe'] });
    expect(adShowsOn(zimbabwe, { edition: 'zimbabwe' }, NOW)).toBe(true);
    expect(adShowsOn(zimbabwe, { edition: 'uk' }, NOW)).toBe(false);
    expect(adShowsOn(campaign(), { section: 'Sports', edition: 'uk' }, NOW)).toBe(true);
  });

  it('maps the campaign columns, a missing cap as none', () => {
    expect(campaign({ frequency_cap: 3, sections: ['Sports'], editions: null })).toMatchObject({
      frequencyCap: 3,
      sections: ['Sports'],
      editions: [],
      startsAt: null,
      endsAt: null,
    });
  });
});
