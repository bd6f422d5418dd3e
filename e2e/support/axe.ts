import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export interface BlockingViolation {
  id: string;
  impact: string | null | undefined;
  targets: string[];
}

/**
 * Runs axe over the given parts of the page (the whole page when none) and returns only the
 * violations that block people: serious and critical.
 *
 * axe.run in the page itself (legacy mode), asked for violations only: by default the builder
 * runs axe per frame, then again in a new blank page to merge the frames' results, every rule's
 * every node sent through Playwright twice. On the home page that took 1.5 s a scan against
 * 0.6 s, over some 80 scans in the suite (decision 059). What legacy mode leaves out is the inside
 * of cross-origin frames (the video players' embeds, which tests never load); the iframe elements
 * themselves (their titles) are still checked, and same-origin frames are scanned.
 */
export async function blockingViolations(page: Page, include: string | string[] = []): Promise<BlockingViolation[]> {
  let builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  for (const selector of typeof include === 'string' ? [include] : include) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.map((node) => node.target.join(' ')) }));
}
