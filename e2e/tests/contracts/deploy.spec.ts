import { cpSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deployRemote } from '../../../scripts/deploy-remote.mjs';
import { serveDeployments } from '../../../scripts/serve-remote.mjs';
import { remoteDist } from '../../support/paths.ts';
import { expect, remoteArea, test } from '../../support/fixtures.ts';
import {
  copyRemoteSource,
  navigateInApp,
  replaceInFile,
  startContractPortal,
  tempDir,
} from './support/contractSupport.ts';

const OLD_INTRO = 'Sport, culture, business and more, streamed live';
const NEW_INTRO = 'Deployed on its own: sport, culture and more, streamed live';

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
});
