import { describe, expect, it } from 'vitest';

// Every page loads the barrel (one shared chunk); what only a few pages or servers use is a subpath
// of its own (decision 182), so it is not in the home page's bytes.
const SUBPATHS = {
  '@newsroom/shared/sitemap': ['buildSitemapXml', 'buildSitemapIndex', 'escapeXml', 'SITEMAP_STORY_LIMIT'],
  '@newsroom/shared/stream-source': ['streamSource', 'EMBED_HOSTS'],
  '@newsroom/shared/standalone': ['startStandalone', 'StandaloneApp'],
  '@newsroom/shared/confirm-dialog': ['ConfirmDialog'],
  '@newsroom/shared/social-image': ['socialCardImage', 'SOCIAL_CARD'],
  '@newsroom/shared/ad-prefetch': ['prefetchAdvertisements'],
  '@newsroom/shared/push-topics': ['PUSH_TOPICS', 'pushTopicList'],
  '@newsroom/shared/ad-write': [
    'AD_MESSAGES',
    'AD_LIMITS',
    'adFieldProblem',
    'advertisementWriteOf',
    'AD_CONSTRAINT_MESSAGES',
  ],
} as const;

describe('the @newsroom/shared barrel', () => {
  it("leaves the sitemaps, the stream source, the standalone page, the confirm dialog, the social card image, the servers' ad prefetch, the alert topics and the consoles' ad writes to their subpaths", async () => {
    const barrel = await import('@newsroom/shared');
    for (const [subpath, names] of Object.entries(SUBPATHS)) {
      const module = (await import(/* @vite-ignore */ subpath)) as Record<string, unknown>;
      for (const name of names) {
        expect(barrel, `${name} in the barrel`).not.toHaveProperty(name);
        expect(module, `${name} in ${subpath}`).toHaveProperty(name);
      }
    }
  });

  it("leaves the remotes' contract objects to the contract test: only their types and module names are in it (decision 209)", async () => {
    const barrel = await import('@newsroom/shared');
    const contracts = await import('./contracts/remoteContracts.ts');
    for (const name of ['REMOTE_CONTRACTS', 'READER_CONTRACT', 'LIVE_CONTRACT', 'manifestProblems']) {
      expect(barrel, `${name} in the barrel`).not.toHaveProperty(name);
      expect(contracts, name).toHaveProperty(name);
    }
    expect(barrel).toHaveProperty('FRONT_PREVIEW_MODULE', 'FrontPreview');
  });
});
