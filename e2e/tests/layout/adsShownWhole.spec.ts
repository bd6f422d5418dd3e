import type { Locator } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';

/** How an ad's image is drawn: its box, its file's own size, and how it fits one in the other. */
interface Drawn {
  boxRatio: number;
  naturalRatio: number;
  objectFit: string;
  /** The image lies inside the box that clips it (the slot or the link around it). */
  insideClip: boolean;
}

/** Waits for the (lazy) image to load, then measures how it is drawn. */
async function drawn(image: Locator): Promise<Drawn> {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return image.evaluate((img: HTMLImageElement) => {
    const rect = img.getBoundingClientRect();
    let clip: Element | null = img.parentElement;
    while (clip && getComputedStyle(clip).overflow === 'visible') clip = clip.parentElement;
    const bounds = (clip ?? document.documentElement).getBoundingClientRect();
    return {
      boxRatio: rect.width / rect.height,
      naturalRatio: img.naturalWidth / img.naturalHeight,
      objectFit: getComputedStyle(img).objectFit,
      insideClip:
        rect.left >= bounds.left - 0.5 &&
        rect.right <= bounds.right + 0.5 &&
        rect.top >= bounds.top - 0.5 &&
        rect.bottom <= bounds.bottom + 0.5,
    };
  });
}

/**
 * Whole: the image's box has the creative's own proportions, or the creative is scaled into its box
 * whole (contain); never cropped (cover) and never cut off by a box around it.
 */
function expectWhole(ad: Drawn, name: string) {
  const sameShape = Math.abs(ad.boxRatio / ad.naturalRatio - 1) < 0.02;
  expect(sameShape || ['contain', 'scale-down'].includes(ad.objectFit), `${name}: ${JSON.stringify(ad)}`).toBe(true);
  expect(ad.insideClip, `${name} is cut off by its box`).toBe(true);
}

test.describe('ads are shown whole', { tag: '@mobile' }, () => {
  test('footer partners and sidebar ads keep their aspect ratio', async ({ page }) => {
    await page.goto('/');
    const partners = page.getByRole('region', { name: 'Featured Partners' }).getByRole('img');
    await expect(partners.first()).toBeAttached();
    const partnerCount = await partners.count();
    expect(partnerCount).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < partnerCount; i += 1) {
      const partner = partners.nth(i);
      const ad = await drawn(partner);
      expectWhole(ad, `footer ad ${i + 1}`);
      // The seeded partners are 300x250: their whole box has that shape, not a square.
      expect(ad.boxRatio).toBeCloseTo(300 / 250, 1);
    }

    for (const position of ['top-sidebar', 'bottom-sidebar', 'sidebar']) {
      const image = page.locator(`[data-ad-position="${position}"] img`);
      await expect(image).toHaveCount(1);
      const ad = await drawn(image);
      expectWhole(ad, `${position} ad`);
      expect(ad.boxRatio).toBeCloseTo(300 / 250, 1);
    }
  });
});
