import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import path from 'node:path';
import { deployRemote } from '../../../scripts/deploy-remote.mjs';
import { changeRelease, registerRemote } from '../../../scripts/register-remote.mjs';
import { serveDeployments } from '../../../scripts/serve-remote.mjs';
import { INTERACTIVE_MARK } from '../../support/pageMetrics.ts';
import { remoteDist } from '../../support/paths.ts';
import { watchPageProblems } from '../ssr/support/pageProblems.ts';
import { expect, remoteArea, test } from '../../support/fixtures.ts';
import {
  buildScaffoldedRemote,
  copyRemoteSource,
  navigateInApp,
  nextVersionOf,
  replaceInFile,
  startContractPortal,
  tempDir,
} from './support/contractSupport.ts';

/** Adds a slot to a registered remote's entry in the registry file, replaced whole. */
function fillSlot(file: string, name: string, slot: { slot: string; module: string }): void {
  const registry = JSON.parse(readFileSync(file, 'utf8')) as { remotes: { name: string; slots?: unknown[] }[] };
  const remotes = registry.remotes.map((entry) => (entry.name === name ? { ...entry, slots: [slot] } : entry));
  writeFileSync(`${file}.tmp`, JSON.stringify({ ...registry, remotes }));
  renameSync(`${file}.tmp`, file);
}

const OLD_INTRO = 'Sport, culture, business and more, streamed live';
const NEW_INTRO = 'Deployed on its own: sport, culture and more, streamed live';
/** The scaffolded page's text, and what its next version says instead. */
const V1_TEXT = 'A new section of The Daily Chronicle';
const V2_TEXT = 'Version two of a new section';

test.describe('contracts: one-remote deploys', () => {
  // One remote is really built (a copy of mfe-live's source with one string changed).
  test.setTimeout(300_000);

  test('a new mfe-live goes live by a config change, open pages keep working, rollback is the change back', async ({
    browser,
  }) => {
    const root = tempDir('deploys-');
    const deployments = await serveDeployments({ root, port: 0, hostname: '127.0.0.1' });
    const origin = `http://127.0.0.1:${deployments.port}`;
    const manifestOf = (version: string) => `${origin}/live/${version}/mf-manifest.json`;
    // What is deployed today: the suite's own mfe-live build, as version v1.
    cpSync(remoteDist('live'), path.join(root, 'live', 'v1'), { recursive: true });
    const remotesFile = path.join(root, 'remotes.json');
    // A version is registered with the hashes its build wrote beside its manifest (decision 188).
    const registryEntryOf = (version: string) => ({
      ...JSON.parse(readFileSync(path.join(root, 'live', version, 'registry-entry.json'), 'utf8')),
      manifestUrl: manifestOf(version),
    });
    const pointLiveAt = (version: string) =>
      writeFileSync(
        remotesFile,
        JSON.stringify({ REMOTE_LIVE_URL: manifestOf(version), remotes: [registryEntryOf(version)] }),
      );
    pointLiveAt('v1');
    const portal = await startContractPortal({ REMOTES_CONFIG_FILE: remotesFile });
    const source = copyRemoteSource('live');
    const openPage = await browser.newPage();
    const reader = await browser.newPage();
    try {
      const intro = (page: typeof reader) => remoteArea(page, 'live/LiveEventsPage').getByText(/streamed live/);
      await openPage.goto(`${portal.baseURL}/live-events`);
      await expect(intro(openPage)).toContainText(OLD_INTRO);

      // The team changes a visible string and deploys only mfe-live, into a new folder.
      replaceInFile(path.join(source.dir, 'src/pages/LiveEventsPage.tsx'), OLD_INTRO, NEW_INTRO);
      const deployed = deployRemote({ remote: 'live', root, version: 'v2', source: source.dir, stdio: 'pipe' });
      expect(deployed.manifestPath).toBe('live/v2/mf-manifest.json');
      expect(readdirSync(path.join(root, 'live')).sort()).toEqual(['v1', 'v2', 'versions.log']);

      // The switch: one line of config, read by the running shell. Nothing else restarts.
      pointLiveAt('v2');
      await reader.goto(`${portal.baseURL}/live-events`);
      await expect(intro(reader)).toContainText(NEW_INTRO);
      await expect(remoteArea(reader, 'live/LiveEventsPage')).not.toContainText(OLD_INTRO);

      // The page opened before the deploy still runs v1, and v1's chunks are still there.
      const v1Chunks: number[] = [];
      openPage.on('response', (response) => {
        if (response.url().startsWith(`${origin}/live/v1/static/`)) v1Chunks.push(response.status());
      });
      await navigateInApp(openPage, '/sports-live');
      await expect(remoteArea(openPage, 'live/SportsLivePage').getByRole('heading', { level: 1 })).toBeVisible();
      expect(v1Chunks.length).toBeGreaterThan(0);
      expect(v1Chunks.every((status) => status === 200)).toBe(true);

      // Rollback: the same change back.
      pointLiveAt('v1');
      await reader.reload();
      await expect(intro(reader)).toContainText(OLD_INTRO);

      // A host that does not keep old versions: v1's files vanish under the open page. Its next
      // live module 404s, is retried once from the manifest the config now names (v2), and works.
      pointLiveAt('v2');
      renameSync(path.join(root, 'live', 'v1'), path.join(root, 'live', 'v1-gone'));
      const v2Manifest = openPage.waitForRequest(manifestOf('v2'));
      await navigateInApp(openPage, '/live-events');
      const eventLink = remoteArea(openPage, 'live/LiveEventsPage').locator('a[href^="/live-events/"]').first();
      await navigateInApp(openPage, (await eventLink.getAttribute('href')) ?? '/live-events/none');
      await v2Manifest;
      await expect(remoteArea(openPage, 'live/LiveEventPage').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(remoteArea(openPage, 'live/LiveEventPage').getByRole('alert')).toHaveCount(0);
    } finally {
      await openPage.close();
      await reader.close();
      source.remove();
      await portal.close();
      await deployments.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('a new team’s section goes live from the registry, canaries and rolls back; a tampered chunk is refused and reported; the shell untouched', async ({
    browser,
    page: adminPage,
    signInAs,
  }) => {
    // A remote from the scaffold, built once, its versions in folders on its own origin (its team's
    // CDN): v1 as built, v2 a next build whose page says something else.
    const puzzles = buildScaffoldedRemote('puzzles');
    const root = tempDir('section-');
    cpSync(puzzles.dist, path.join(root, 'puzzles', 'v1'), { recursive: true });
    const v2Integrity = nextVersionOf(puzzles.dist, path.join(root, 'puzzles', 'v2'), V1_TEXT, V2_TEXT);
    const cdn = await serveDeployments({ root, port: 0, hostname: '127.0.0.1' });
    const origin = `http://127.0.0.1:${cdn.port}`;
    const manifestOf = (version: string) => `${origin}/puzzles/${version}/mf-manifest.json`;
    const remotesFile = path.join(root, 'remotes.json');
    writeFileSync(remotesFile, '{}');
    const portal = await startContractPortal({ REMOTES_CONFIG_FILE: remotesFile }, [origin]);
    const page = await browser.newPage();
    // A hydration mismatch (the server's nav against the browser's), an uncaught error, a CSP refusal.
    const problems = await watchPageProblems(page);
    const readers: Page[] = [];
    /** A reader whose release bucket (0–99) is `bucket`, kept in their cookie (decision 215). */
    const readerWithBucket = async (bucket: number) => {
      const reader = await browser.newPage();
      await reader.context().addCookies([{ name: 'chronicle_release', value: String(bucket), url: portal.baseURL }]);
      readers.push(reader);
      return reader;
    };
    const section = (on: Page) => remoteArea(on, 'mfe_puzzles/PuzzlesPage');
    try {
      const mainNav = page.getByRole('navigation', { name: 'Main' });
      await page.goto(`${portal.baseURL}/`);
      await expect(mainNav.getByRole('link', { name: 'Home' })).toBeVisible();
      await expect(mainNav.getByRole('link', { name: 'Puzzles' })).toHaveCount(0);

      // The team registers v1 with one command, into the running shell's registry file.
      const registered = Date.now();
      const env = { REMOTE_ORIGINS: [...Object.values(portal.remoteOrigins), origin].join(',') };
      const entry = registerRemote({
        name: 'puzzles',
        dir: puzzles.dir,
        file: remotesFile,
        url: manifestOf('v1'),
        route: '/puzzles',
        nav: 'Puzzles',
        env,
      });
      await page.reload();
      await mainNav.getByRole('link', { name: 'Puzzles' }).click();
      await expect(page).toHaveURL(`${portal.baseURL}/puzzles`);
      await expect(section(page).getByRole('heading', { level: 1, name: 'Puzzles' })).toBeVisible();
      await expect(section(page)).toContainText(V1_TEXT);
      console.log(`[e2e] registry change to the new section on screen: ${Date.now() - registered} ms`);
      // Opened directly, the section is rendered by the shell's server from the team's server
      // container, held to the registered hash (decision 214), with its head; then it hydrates.
      const direct = await page.goto(`${portal.baseURL}/puzzles`);
      expect(direct?.status()).toBe(200);
      const html = (await direct?.text()) ?? '';
      expect(html).toContain('<title>Puzzles | The Daily Chronicle</title>');
      expect(html).toMatch(
        /data-remote-module="mfe_puzzles\/PuzzlesPage"[^>]*>(<!--\$-->)?<section[^>]*><h1[^>]*>Puzzles<\/h1><p>A new section/,
      );
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, INTERACTIVE_MARK);
      await expect(section(page)).toContainText(V1_TEXT);
      // A slot (decision 212): one more registry change and the team's module fills the story page's
      // sidebar too (the scaffold has one module, its page), in the server's HTML too.
      fillSlot(remotesFile, 'puzzles', { slot: 'story-sidebar', module: 'PuzzlesPage' });
      const story = await page.goto(`${portal.baseURL}/story/a1000000-0000-4000-8000-000000000001`);
      // Rendered by the server from the team's server container (decision 214), then hydrated.
      expect(await story?.text()).toMatch(/data-remote-module="mfe_puzzles\/PuzzlesPage"[^>]*>(<!--\$-->)?<section/);
      await expect(page.locator('article h1')).toBeVisible();
      await expect(section(page)).toContainText(V1_TEXT);
      // Any other path is still the 404 page, on the server and once hydrated (the registered
      // routes are matched in a chunk of their own, loaded before that part hydrates).
      const matcher = page.waitForResponse(/src_routes_RegisteredRemotePage_tsx/);
      expect((await page.goto(`${portal.baseURL}/crosswords`))?.status()).toBe(404);
      await matcher;
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, INTERACTIVE_MARK);
      expect(await problems()).toEqual([]);

      // A chunk changed on the way (a CDN, a bucket): its hash no longer matches, the browser refuses
      // it and only the section's area shows the fallback.
      const tampered = await browser.newPage();
      readers.push(tampered);
      await tampered.route(`${origin}/puzzles/v1/static/js/async/**`, async (route) => {
        const original = await route.fetch();
        await route.fulfill({ response: original, body: `${await original.text()}\n;window.tampered=1;` });
      });
      const report = tampered.waitForResponse((response) => response.url().endsWith('/functions/v1/remote-errors'));
      await tampered.goto(`${portal.baseURL}/puzzles`);
      await expect(section(tampered).getByText('This section is unavailable right now.')).toBeVisible();
      await expect(
        tampered.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Puzzles' }),
      ).toBeVisible();
      expect(await tampered.evaluate(() => (window as { tampered?: number }).tampered)).toBeUndefined();
      // Reported under the registry's name and the version loaded, and on the admin's health tab
      // beside the four (decision 210).
      expect((await report).request().postDataJSON()).toMatchObject({ remote: 'puzzles', version: entry.version });
      await signInAs('admin');
      await adminPage.goto(`${portal.baseURL}/admin?tab=health`);
      const health = remoteArea(adminPage, 'admin/AdminDashboardPage');
      const reported = new RegExp(`PuzzlesPage (load|render) · version ${entry.version.replaceAll('.', '\\.')}`);
      await expect(health.getByRole('region', { name: 'mfe-puzzles' })).toContainText(reported);
      const versions = health.getByRole('table', { name: 'Versions and their errors' });
      await expect(versions.getByRole('row').filter({ hasText: 'puzzles' }).first()).toContainText(
        `puzzles${entry.version}100 %`,
      );

      // v2 as a canary to half the readers: one command (register:remote --canary), its hashes the
      // build's. The shell's server decides by the reader's bucket, kept in their cookie (decision
      // 215): bucket 90 keeps v1, rendered on the server; bucket 10 gets v2, rendered in the browser
      // (two builds of one server container cannot share the server), each held to its hash.
      const dist = path.join(root, 'puzzles', 'v2');
      const canary = { action: 'canary', url: manifestOf('v2'), version: '2.0.0', percent: 50, dist } as const;
      const withCanary = changeRelease({ name: 'puzzles', file: remotesFile, change: canary, env });
      expect(withCanary.canary?.integrity).toBe(v2Integrity);
      expect(withCanary.canary?.serverIntegrity).toMatch(/^sha384-/);
      const early = await readerWithBucket(10);
      const late = await readerWithBucket(90);
      const earlyPage = await early.goto(`${portal.baseURL}/puzzles`);
      expect(earlyPage?.status()).toBe(200);
      expect(await earlyPage?.text()).not.toContain(V1_TEXT);
      await expect(section(early)).toContainText(V2_TEXT);
      const lateProblems = await watchPageProblems(late);
      const latePage = await late.goto(`${portal.baseURL}/puzzles`);
      expect(await latePage?.text()).toContain(V1_TEXT);
      await late.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, INTERACTIVE_MARK);
      await expect(section(late)).toContainText(V1_TEXT);
      expect(await lateProblems()).toEqual([]);
      // A new reader is given a bucket with the page, and the version it was decided by.
      const newcomer = await browser.newPage();
      readers.push(newcomer);
      const first = await newcomer.goto(`${portal.baseURL}/puzzles`);
      const bucket = Number(/chronicle_release=(\d+)/.exec((await first?.allHeaders())?.['set-cookie'] ?? '')?.[1]);
      expect(bucket).toBeGreaterThanOrEqual(0);
      await expect(section(newcomer)).toContainText(bucket < 50 ? V2_TEXT : V1_TEXT);

      // Rollback: the canary taken out, one command; the canary's reader is back on v1.
      changeRelease({ name: 'puzzles', file: remotesFile, change: { action: 'rollback' }, env });
      expect(await (await early.reload())?.text()).toContain(V1_TEXT);
      await expect(section(early)).toContainText(V1_TEXT);
      await expect(section(early)).not.toContainText(V2_TEXT);
    } finally {
      await Promise.all([page, ...readers].map((open) => open.close()));
      await portal.close();
      await cdn.close();
      puzzles.remove();
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('a team’s remote whose manifest is not JSON and whose server container is gone costs only its own area', async ({
    page,
  }) => {
    // Bad input (issue 54): the team's CDN answers its manifest with an HTML page and has no server build.
    const root = tempDir('broken-team-');
    mkdirSync(path.join(root, 'puzzles'));
    writeFileSync(path.join(root, 'puzzles', 'mf-manifest.json'), '<!doctype html><p>Moved</p>');
    const cdn = await serveDeployments({ root, port: 0, hostname: '127.0.0.1' });
    const origin = `http://127.0.0.1:${cdn.port}`;
    const remotesFile = path.join(root, 'remotes.json');
    const hash = `sha384-${'A'.repeat(64)}`;
    const entry = {
      name: 'puzzles',
      container: 'mfe_puzzles',
      manifestUrl: `${origin}/puzzles/mf-manifest.json`,
      version: '1.0.0',
      integrity: hash,
      serverIntegrity: hash,
      routes: [{ path: '/puzzles', module: 'PuzzlesPage', access: 'everyone' }],
      nav: [{ label: 'Puzzles', href: '/puzzles', place: 'main', order: 500 }],
    };
    writeFileSync(remotesFile, JSON.stringify({ remotes: [entry] }));
    const portal = await startContractPortal({ REMOTES_CONFIG_FILE: remotesFile }, [origin]);
    try {
      const response = await page.goto(`${portal.baseURL}/puzzles`);
      expect(response?.status()).toBe(200);
      // The server could not run it: not cached anywhere, left to the browser, which cannot either.
      expect(response?.headers()['cache-control']).toBe('no-store');
      const area = remoteArea(page, 'mfe_puzzles/PuzzlesPage');
      await expect(area.getByText('This section is unavailable right now.')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeVisible();
      await expect(page.getByTestId('shell-footer')).toBeVisible();
    } finally {
      await portal.close();
      await cdn.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
