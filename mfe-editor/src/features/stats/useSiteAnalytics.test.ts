import { describe, expect, it } from 'vitest';
import { toSiteAnalytics } from './useSiteAnalytics.ts';

describe('toSiteAnalytics', () => {
  it('reads the function answer and sorts countries by views', () => {
    expect(
      toSiteAnalytics({
        visitors: { value: 12 },
        pageviews: { value: 40 },
        countries: { value: { Zimbabwe: 10, 'United Kingdom': 25, Unknown: 5, Kenya: 10 } },
      }),
    ).toEqual({
      visitors: 12,
      pageviews: 40,
      countries: [
        ['United Kingdom', 25],
        ['Kenya', 10],
        ['Zimbabwe', 10],
        ['Unknown', 5],
      ],
    });
  });

  it('treats a missing or odd answer as nothing', () => {
    expect(toSiteAnalytics(null)).toEqual({ visitors: 0, pageviews: 0, countries: [] });
    expect(toSiteAnalytics({ visitors: { value: 'many' }, countries: { value: 'x' } })).toEqual({
      visitors: 0,
      pageviews: 0,
      countries: [],
    });
  });
});
