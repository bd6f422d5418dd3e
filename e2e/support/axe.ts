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
 */
export async function blockingViolations(page: Page, include: string | string[] = []): Promise<BlockingViolation[]> {
  let builder = new AxeBuilder({ page });
  for (const selector of typeof include === 'string' ? [include] : include) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.map((node) => node.target.join(' ')) }));
}
