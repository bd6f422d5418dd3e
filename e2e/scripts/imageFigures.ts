// Issue 32's figures for `npm run measure`: a 4000×3000 (~3 MB) photograph planted as the lead
// story's picture and three cards', then the image bytes a phone downloads for the home page and
// a story, and the LCP image's. Goals: ≤ 150 KB of images, ≤ 60 KB for the LCP image, LCP ≤ 1.0 s.
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import type { Browser } from '@playwright/test';
import WebSocket from 'ws';
import { photographJpeg } from '../../backend/bench/photo.ts';
import type { E2eBackend } from '../support/backend.ts';
import { throttle } from '../support/pageMetrics.ts';
import { PHONE } from '../support/profiles.ts';

export const IMAGE_GOALS = { pageKb: 150, lcpImageKb: 60, lcpMs: 1000 };

/** Uploads the photograph to blog-images and makes it the lead story's and the 3 newest cards' picture. */
export async function plantPhotographs(backend: E2eBackend): Promise<void> {
  const admin = createClient(backend.url, backend.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const photo = await photographJpeg();
  const path = `measure/${randomUUID()}.jpg`;
  const upload = await admin.storage.from('blog-images').upload(path, photo, { contentType: 'image/jpeg' });
  if (upload.error) throw upload.error;
  const imageUrl = admin.storage.from('blog-images').getPublicUrl(path).data.publicUrl;
  const published = () => admin.from('news_stories').select('id').eq('status', 'published');
  const lead = await published().eq('is_featured', true).limit(1);
  const cards = await published().eq('is_featured', false).order('published_at', { ascending: false }).limit(3);
  const ids = [...(lead.data ?? []), ...(cards.data ?? [])].map((row) => row.id as string);
  const update = await admin.from('news_stories').update({ image_url: imageUrl }).in('id', ids);
  if (update.error) throw update.error;
  console.log(
    `Planted a 4000×3000 JPEG of ${(photo.length / 1e6).toFixed(2)} MB as the lead story's and 3 cards' picture.`,
  );
}

/** A cold load on the phone profile: every image response's bytes, and which image was the LCP. */
async function imageBytes(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: PHONE.viewport, isMobile: PHONE.isMobile });
  try {
    const page = await context.newPage();
    await throttle(await context.newCDPSession(page), PHONE);
    const sizes = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'image') return;
      sizes.set(
        response.url(),
        response.body().then(
          (body) => body.length,
          () => 0,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    const lcp = await page.evaluate(
      () =>
        new Promise<{ url: string; ms: number }>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & { url: string };
            resolve({ url: last.url, ms: last.startTime });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    const bytes = await Promise.all([...sizes.values()]);
    return {
      count: bytes.length,
      total: bytes.reduce((sum, value) => sum + value, 0),
      lcpImage: lcp.url ? await (sizes.get(lcp.url) ?? Promise.resolve(0)) : 0,
      lcpUrl: lcp.url,
      lcpMs: lcp.ms,
    };
  } finally {
    await context.close();
  }
}

const check = (ok: boolean) => (ok ? '✓' : '✗');
const kb = (bytes: number) => bytes / 1024;

export async function reportImageFigures(browser: Browser, routes: { name: string; url: string }[]): Promise<void> {
  console.log(
    `\nImages on the phone (cold cache; goals ≤ ${IMAGE_GOALS.pageKb} KB, LCP image ≤ ${IMAGE_GOALS.lcpImageKb} KB, LCP ≤ ${IMAGE_GOALS.lcpMs} ms):`,
  );
  for (const route of routes) {
    const m = await imageBytes(browser, route.url);
    const lcpWhat = m.lcpUrl
      ? `${kb(m.lcpImage).toFixed(1)} KB ${check(kb(m.lcpImage) <= IMAGE_GOALS.lcpImageKb)}`
      : 'text (no image)';
    console.log(
      `${route.name.padEnd(26)} ${String(m.count).padStart(2)} images ${kb(m.total).toFixed(1).padStart(6)} KB ${check(kb(m.total) <= IMAGE_GOALS.pageKb)} · ` +
        `LCP image ${lcpWhat} · LCP ${m.lcpMs.toFixed(0)} ms ${check(m.lcpMs <= IMAGE_GOALS.lcpMs)}`,
    );
    if (m.lcpUrl) console.log(`${''.padEnd(26)} LCP ${m.lcpUrl.replace(/^https?:\/\/[^/]+/, '')}`);
  }
}
