import { rmSync } from 'node:fs';
import { expect, remoteArea, test } from '../../support/fixtures.ts';
import { blockingViolations } from '../../support/axe.ts';
import { e2eAdminSupabase } from '../../support/supabase.ts';
import {
  fakeSkewedBuild,
  loadedVersions,
  registeredBuildEnv,
  serveBuild,
  startContractPortal,
} from './support/contractSupport.ts';

const REACT = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'];
const skewTo = (version: string, required: string) =>
  Object.fromEntries(REACT.map((name) => [name, [version, required] as [string, string]]));

test.describe('contracts: shared singleton version skew', () => {
  test('a remote built against a newer React minor runs on the shell’s single copy', async ({ page }) => {
    const dist = fakeSkewedBuild('live', skewTo('19.99.0', '^19.0.0'));
    const fake = await serveBuild(dist);
    const portal = await startContractPortal(registeredBuildEnv('live', dist, fake.origin));
    try {
      const fromFake: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(fake.origin)) fromFake.push(new URL(request.url()).pathname);
      });
      await page.goto(`${portal.baseURL}/live-events`);
      // Rendering the hub needs hooks: a second React would throw "Invalid hook call" here.
      await expect(remoteArea(page, 'live/LiveEventsPage').getByRole('heading', { name: 'Live Events' })).toBeVisible();
      // The server wrote the heading; the shared copies are loaded once the area has hydrated.
      await expect(page.locator('html')).toHaveAttribute('data-remotes', /live:ready/);
      expect(await loadedVersions(page, 'react')).toEqual(['19.3.1']);
      expect(await loadedVersions(page, 'react-dom')).toEqual(['19.3.1']);
      expect(fromFake).toContain('/remoteEntry.js');
      expect(fromFake.filter((file) => /node_modules_react(-dom)?_/.test(file))).toEqual([]);
    } finally {
      await portal.close();
      await fake.server.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  test('a remote needing the next React major is refused: its area is unavailable, the console and remote_errors say why', async ({
    page,
    signInAs,
  }) => {
    const dist = fakeSkewedBuild('live', skewTo('20.0.0', '^20.0.0'));
    const fake = await serveBuild(dist);
    const portal = await startContractPortal(registeredBuildEnv('live', dist, fake.origin));
    try {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const fromFake: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(fake.origin)) fromFake.push(new URL(request.url()).pathname);
      });
      const report = page.waitForRequest((request) => request.url().endsWith('/functions/v1/remote-errors'));
      await page.goto(`${portal.baseURL}/live-events`);

      const area = remoteArea(page, 'live/LiveEventsPage');
      await expect(area.getByRole('alert')).toContainText('This section is unavailable right now.');
      await expect(area.getByRole('button', { name: 'Retry' })).toBeVisible();
      // The shell around it still works.
      await expect(page.getByRole('banner')).toBeVisible();
      const sent = await report;
      expect(sent.postDataJSON()).toMatchObject({
        remote: 'live',
        module: 'LiveEventsPage',
        version: '0.1.0',
        kind: 'skew',
      });
      // Sent with the public key only, and stored for the remote's team.
      expect(await sent.headerValue('authorization')).toBe(`Bearer ${process.env.E2E_SUPABASE_ANON_KEY}`);
      await expect
        .poll(async () => {
          const { data } = await e2eAdminSupabase()
            .from('remote_errors')
            .select('remote, module, version, kind, message')
            .eq('kind', 'skew')
            .eq('module', 'LiveEventsPage');
          return data ?? [];
        })
        .toContainEqual(
          expect.objectContaining({
            remote: 'live',
            version: '0.1.0',
            message: expect.stringContaining('react 20.0.0'),
          }),
        );
      const line = errors.find((text) => text.startsWith('[remote] live/LiveEventsPage (mfe_live@0.1.0) skew error:'));
      expect(line).toContain('mfe_live@0.1.0 needs another major of a shared singleton:');
      expect(line).toContain('react 20.0.0 (requires ^20.0.0; the portal has 19.3.1)');
      // Refused on its manifest: none of its code (and no second React) was ever fetched.
      expect(fromFake).toEqual(['/mf-manifest.json']);
      expect(await loadedVersions(page, 'react')).toEqual(['19.3.1']);

      // The team's view: the admin dashboard lists the last errors per remote.
      await signInAs('admin');
      await page.goto(`${portal.baseURL}/admin?tab=health`);
      const dashboard = remoteArea(page, 'admin/AdminDashboardPage');
      const live = dashboard.getByRole('region', { name: 'mfe-live' });
      await expect(live).toContainText('LiveEventsPage');
      await expect(live).toContainText('skew · version 0.1.0');
      expect(await blockingViolations(page, '[data-remote-module="admin/AdminDashboardPage"]')).toEqual([]);
    } finally {
      await portal.close();
      await fake.server.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
