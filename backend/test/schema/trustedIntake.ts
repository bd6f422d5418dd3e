import { describe, expect, it } from 'vitest';
import type { ApiWorld } from './apiWorld.ts';
import { IDS } from './rlsCases.ts';

/**
 * Issue 35's reproductions of forged analytics and the newsletter oracle, sent as a stranger with
 * the public key would send them (decision 143): each is refused or harmless. Run inside
 * apiRules.test.ts, on its backend (one backend per database for both files' tests).
 */
export function describeTrustedIntake(current: () => ApiWorld): void {
  // The world is created in the caller's beforeAll: ask for it when a test runs.
  const world = () => current();
  const anon = () => world().clients.anon;

  const viewsOf = async (visitorId: string) =>
    (
      await world().test.backend.db.query<{ path: string; country: string | null }>(
        'select path, country from public.page_views where visitor_id = $1 order by created_at',
        [visitorId],
      )
    ).rows;

  describe('page views', () => {
    it('refuses direct inserts, one row or twenty', async () => {
      const rows = Array.from({ length: 20 }, (_, i) => ({ path: `/p${i}`, visitor_id: 'forger-00001' }));
      const many = await anon().from('page_views').insert(rows);
      const one = await world().clients.reader.from('page_views').insert(rows[0]);
      expect(many.error?.code).toBe('42501');
      expect(one.error?.code).toBe('42501');
      expect(await viewsOf('forger-00001')).toEqual([]);
    });

    it('records one view per call through record_page_view, with an ISO country stored by name', async () => {
      const { error } = await anon().rpc('record_page_view', {
        path: '/about',
        visitor_id: 'visitor-iso-1',
        source: 'google',
        country: 'gb',
      });
      expect(error).toBeNull();
      expect(await viewsOf('visitor-iso-1')).toEqual([{ path: '/about', country: 'United Kingdom' }]);
    });

    it('stores a country that is not an ISO code as unknown (null)', async () => {
      for (const [i, country] of ['<b>Narnia</b>', 'Narnia', 'UK', 'XX', ''].entries()) {
        const path = `/narnia-${i}`;
        expect(
          (await anon().rpc('record_page_view', { path, visitor_id: 'visitor-narnia', country })).error,
        ).toBeNull();
      }
      const views = await viewsOf('visitor-narnia');
      expect(views).toHaveLength(5);
      expect(views.every((view) => view.country === null)).toBe(true);
    });

    it('refuses a path that is not a site path and a visitor id the portal never makes', async () => {
      const refused = [
        { path: 'https://evil.example/', visitor_id: 'visitor-bad-1' },
        { path: '/with space', visitor_id: 'visitor-bad-1' },
        { path: `/${'x'.repeat(2048)}`, visitor_id: 'visitor-bad-1' },
        { path: '/', visitor_id: '<script>' },
        { path: '/', visitor_id: 'short' },
      ];
      for (const args of refused) {
        expect((await anon().rpc('record_page_view', args)).error?.code).toBe('22023');
      }
      expect(await viewsOf('visitor-bad-1')).toEqual([]);
    });

    it('counts a repeated view of a path within 30 minutes once, another visitor or path again', async () => {
      const view = (visitor_id: string, path = '/contact') => anon().rpc('record_page_view', { path, visitor_id });
      await Promise.all([view('visitor-repeat'), view('visitor-repeat'), view('visitor-repeat')]);
      await view('visitor-repeat');
      await view('visitor-repeat', '/about');
      await view('visitor-other');
      expect(await viewsOf('visitor-repeat')).toEqual([
        { path: '/contact', country: null },
        { path: '/about', country: null },
      ]);
      expect(await viewsOf('visitor-other')).toHaveLength(1);
    });

    it('counts the same visitor and path again once 30 minutes have passed', async () => {
      await world().test.backend.db.query(
        `insert into public.page_views (path, visitor_id, created_at) values ('/later', 'visitor-later', now() - interval '31 minutes')`,
      );
      await anon().rpc('record_page_view', { path: '/later', visitor_id: 'visitor-later' });
      expect(await viewsOf('visitor-later')).toHaveLength(2);
    });
  });

  describe('event views', () => {
    const count = (visitor_id?: string) =>
      anon().rpc('increment_sports_event_views', { event_id: IDS.event, ...(visitor_id ? { visitor_id } : {}) });

    it("counts a visitor's repeated views within 30 minutes once and a different visitor again", async () => {
      const first = await count('event-visitor-1');
      expect(first.error).toBeNull();
      const repeats = await Promise.all([count('event-visitor-1'), count('event-visitor-1')]);
      expect(repeats.map((r) => r.data)).toEqual([first.data, first.data]);
      expect((await count('event-visitor-2')).data).toBe((first.data as number) + 1);
    });

    it('counts nothing for a call without a visitor id (the old signature) but still answers the count', async () => {
      const before = (await count('event-visitor-3')).data as number;
      const calls = await Promise.all(Array.from({ length: 5 }, () => count()));
      expect(calls.map((call) => call.error)).toEqual(Array(5).fill(null));
      expect(calls.map((call) => call.data)).toEqual(Array(5).fill(before));
    });

    it('counts a visitor again once 30 minutes have passed', async () => {
      const first = (await count('event-visitor-4')).data as number;
      await world().test.backend.db.query(
        `update public.sports_event_viewers set counted_at = now() - interval '31 minutes' where visitor_id = 'event-visitor-4'`,
      );
      expect((await count('event-visitor-4')).data).toBe(first + 1);
    });

    it('nobody writes the viewers table through the API', async () => {
      const { error } = await world()
        .clients.admin.from('sports_event_viewers')
        .insert({ event_id: IDS.event, visitor_id: 'forger-00002' });
      expect(error?.code).toBe('42501');
    });
  });

  describe('newsletter sign-up', () => {
    it('answers a known and an unknown address alike, and stores neither twice', async () => {
      const signUp = async (email: string) => {
        const response = await fetch(`${world().test.url}/rest/v1/newsletter_subscribers`, {
          method: 'POST',
          headers: {
            apikey: world().test.backend.anonKey,
            authorization: `Bearer ${world().test.backend.anonKey}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ email }),
        });
        return { status: response.status, body: await response.text() };
      };
      const known = await signUp('READER@example.org');
      const unknown = await signUp('stranger-new@example.org');
      expect(unknown).toEqual({ status: 201, body: '' });
      expect(known).toEqual(unknown);
      expect(await signUp('stranger-new@example.org')).toEqual(unknown);
      const { rows } = await world().test.backend.db.query<{ n: number }>(
        `select count(*)::int as n from public.newsletter_subscribers where lower(email) in ('reader@example.org', 'stranger-new@example.org')`,
      );
      expect(rows[0].n).toBe(2);
    });

    it('answers a signed-in reader alike through supabase-js', async () => {
      const known = await world().clients.reader.from('newsletter_subscribers').insert({ email: 'Reader@Example.org' });
      const unknown = await world()
        .clients.reader.from('newsletter_subscribers')
        .insert({ email: 'reader-new@example.org' });
      expect({ status: known.status, error: known.error }).toEqual({ status: unknown.status, error: null });
    });

    it("keeps the server's clock for a visitor and the seed's own dates", async () => {
      const old = new Date(Date.now() - 20 * 86_400_000).toISOString();
      await anon().from('newsletter_subscribers').insert({ email: 'backdated@example.org', created_at: old });
      await world().test.backend.db.query(
        `insert into public.newsletter_subscribers (email, created_at) values ('seeded@example.org', $1)`,
        [old],
      );
      const { rows } = await world().test.backend.db.query<{ email: string; recent: boolean }>(
        `select email, created_at > now() - interval '1 hour' as recent from public.newsletter_subscribers
          where email in ('backdated@example.org', 'seeded@example.org') order by email`,
      );
      expect(rows).toEqual([
        { email: 'backdated@example.org', recent: true },
        { email: 'seeded@example.org', recent: false },
      ]);
    });

    it('answers 201 with no rows when the caller asks for the row back (return=representation), and stores it', async () => {
      const insert = (persona: 'anon' | 'reader', email: string, columns: string) =>
        world().clients[persona].from('newsletter_subscribers').insert({ email }).select(columns);
      for (const persona of ['anon', 'reader'] as const) {
        for (const columns of ['id', '*']) {
          const known = await insert(persona, 'READER@example.org', columns);
          const unknown = await insert(
            persona,
            `${persona}-represented-${columns === '*' ? 'all' : 'id'}@example.org`,
            columns,
          );
          const answer = { status: 201, code: undefined, data: [] };
          expect({ status: known.status, code: known.error?.code, data: known.data }).toEqual(answer);
          expect({ status: unknown.status, code: unknown.error?.code, data: unknown.data }).toEqual(answer);
        }
      }
      const { rows } = await world().test.backend.db.query<{ email: string }>(
        `select email from public.newsletter_subscribers where email like '%-represented-%' order by email`,
      );
      expect(rows.map((row) => row.email)).toEqual([
        'anon-represented-all@example.org',
        'anon-represented-id@example.org',
        'reader-represented-all@example.org',
        'reader-represented-id@example.org',
      ]);
      // Reading the list is still nobody's but the admins': a visitor reads no row.
      const read = await anon().from('newsletter_subscribers').select('email');
      expect({ status: read.status, data: read.data }).toEqual({ status: 200, data: [] });
    });
  });
}
