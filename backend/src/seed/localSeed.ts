import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ensureLocalAccounts } from './accounts.ts';
import { bannerSvg, illustrationSvg, renderSvg, type ImageFormat } from './illustrations.ts';
import {
  AD_SIZES,
  ESSAYS_WITHOUT_IMAGE,
  EVENT_THUMBNAIL_SIZE,
  IMAGE_COLUMNS,
  STORIES_WITHOUT_IMAGE,
  motifForCategory,
  motifForEventType,
  type ImagePlan,
} from './seedImages.ts';

/**
 * The part of the local seed that goes through the backend's own APIs (supabase/seed.sql holds the
 * content): the three local accounts with their roles, and illustrations rendered locally, uploaded
 * to blog-images and linked from the seeded rows (stories, essays, ads' banners, live events'
 * thumbnails). Safe to run again: existing accounts, roles,
 * objects and image links are left as they are.
 */
export interface LocalSeedOptions {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

export interface LocalSeedReport {
  accounts: Record<string, string>;
  imagesUploaded: number;
  rowsLinked: number;
}

const BUCKET = 'blog-images';
const SEED_PREFIX = 'seed';
const CONTENT_TYPES: Record<ImageFormat, string> = { jpeg: 'image/jpeg', webp: 'image/webp', png: 'image/png' };
const EXTENSIONS: Record<ImageFormat, string> = { jpeg: 'jpg', webp: 'webp', png: 'png' };

function serviceClient(options: LocalSeedOptions): SupabaseClient {
  return createClient(options.url, options.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/** Seeded rows still waiting for an image (null, or the ads' .invalid placeholder). */
async function planImages(admin: SupabaseClient): Promise<ImagePlan[]> {
  const stories = await admin.from('news_stories').select('id, category').is('image_url', null).neq('status', 'draft');
  const essays = await admin.from('photo_essays').select('id').is('image_url', null).neq('status', 'draft');
  const ads = await admin
    .from('advertisements')
    .select('id, title, position')
    .like('image_url', 'https://images.invalid/ads/%');
  const events = await admin.from('sports_events').select('id, event_type').is('thumbnail_url', null);
  for (const result of [stories, essays, ads, events]) if (result.error) throw result.error;

  const plans: ImagePlan[] = [];
  for (const story of stories.data ?? []) {
    if (STORIES_WITHOUT_IMAGE.has(story.id)) continue;
    const motif = motifForCategory(story.category);
    plans.push({ table: 'news_stories', id: story.id, path: `stories/${story.id}`, format: 'jpeg', motif });
  }
  for (const essay of essays.data ?? []) {
    if (ESSAYS_WITHOUT_IMAGE.has(essay.id)) continue;
    plans.push({ table: 'photo_essays', id: essay.id, path: `essays/${essay.id}`, format: 'jpeg', motif: 'mountains' });
  }
  for (const event of events.data ?? []) {
    plans.push({
      table: 'sports_events',
      id: event.id,
      path: `events/${event.id}`,
      format: 'webp',
      motif: motifForEventType(event.event_type),
      size: EVENT_THUMBNAIL_SIZE,
    });
  }
  for (const ad of ads.data ?? []) {
    const size = AD_SIZES[ad.position] ?? AD_SIZES.sidebar;
    const format: ImageFormat = ad.position === 'header' ? 'png' : 'webp';
    plans.push({
      table: 'advertisements',
      id: ad.id,
      path: `ads/${ad.id}`,
      format,
      banner: { headline: ad.title, ...size },
    });
  }
  return plans;
}

async function render(plan: ImagePlan): Promise<Buffer> {
  const svg = plan.banner
    ? bannerSvg(plan.id, plan.banner.headline, plan.banner.width, plan.banner.height)
    : illustrationSvg(plan.id, plan.motif ?? 'city', plan.size?.width, plan.size?.height);
  return renderSvg(svg, plan.format);
}

/** Uploads (or finds, on a re-run) the image and points the row at its public URL. */
async function applyPlan(admin: SupabaseClient, plan: ImagePlan): Promise<{ uploaded: boolean; linked: boolean }> {
  const objectPath = `${SEED_PREFIX}/${plan.path}.${EXTENSIONS[plan.format]}`;
  const upload = await admin.storage.from(BUCKET).upload(objectPath, await render(plan), {
    contentType: CONTENT_TYPES[plan.format],
    cacheControl: '3600',
    upsert: false,
  });
  const alreadyThere = upload.error && /exists|duplicate/i.test(upload.error.message);
  if (upload.error && !alreadyThere) throw upload.error;
  const { publicUrl } = admin.storage.from(BUCKET).getPublicUrl(objectPath).data;
  const { error, count } = await admin
    .from(plan.table)
    .update({ [IMAGE_COLUMNS[plan.table]]: publicUrl }, { count: 'exact' })
    .eq('id', plan.id);
  if (error) throw error;
  return { uploaded: !upload.error, linked: (count ?? 0) > 0 };
}

/** Runs fn over items with at most `limit` in flight: rendering overlaps uploading. */
async function forEachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export async function seedLocal(options: LocalSeedOptions): Promise<LocalSeedReport> {
  const admin = serviceClient(options);
  const accounts = await ensureLocalAccounts(admin);
  const plans = await planImages(admin);
  let imagesUploaded = 0;
  let rowsLinked = 0;
  await forEachLimited(plans, 4, async (plan) => {
    const result = await applyPlan(admin, plan);
    if (result.uploaded) imagesUploaded += 1;
    if (result.linked) rowsLinked += 1;
  });
  return { accounts, imagesUploaded, rowsLinked };
}
