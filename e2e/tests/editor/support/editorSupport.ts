import { deflateSync } from 'node:zlib';
import type { Browser, Locator, Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ACCOUNTS, type AccountName } from '../../../support/accounts.ts';
import { expect } from '../../../support/fixtures.ts';
import { authStorageKey, e2eAdminSupabase, e2eSupabase, sessionFor } from '../../../support/supabase.ts';

/** Unique per call, so parallel tests never collide on titles. */
export function uniqueTitle(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A Node supabase-js client signed in as `account`: acts behind the UI's back, RLS applies. */
export async function clientAs(account: AccountName): Promise<SupabaseClient> {
  const client = e2eSupabase();
  const { error } = await client.auth.signInWithPassword(ACCOUNTS[account]);
  if (error) throw new Error(`Could not sign in as ${account}: ${error.message}`);
  return client;
}

/** A page in a fresh browser context, signed in as `account` before its first navigation. */
export async function signedInPage(browser: Browser, account: AccountName | null): Promise<Page> {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  if (account) {
    const session = await sessionFor(account);
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      authStorageKey(),
      session,
    ] as const);
  }
  return page;
}

/** Opens the console (optionally with a query string) and waits until it is ready for work. */
export async function openConsole(page: Page, query = ''): Promise<void> {
  await page.goto(`/blog-management${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Management' })).toBeVisible();
}

export function storyForm(page: Page): Locator {
  return page.getByRole('form', { name: /^(New|Edit) story$/ });
}

export interface StoryFields {
  title: string;
  summary?: string;
  author?: string;
  readTime?: string;
  category?: string;
}

/**
 * Replaces the story text (the document editor) with `text` as a writer types it: a paragraph per
 * block between blank lines, Enter between them, each paragraph inserted as one input.
 */
export async function fillStoryText(form: Locator, text: string): Promise<void> {
  const editor = form.getByRole('textbox', { name: 'Story text' });
  await editor.click();
  await editor.press('ControlOrMeta+A');
  await editor.press('Delete');
  const page = editor.page();
  for (const [index, paragraph] of text.split('\n\n').entries()) {
    if (index > 0) await page.keyboard.press('Enter');
    await page.keyboard.insertText(paragraph);
  }
}

/** Fills the story form's required fields. */
export async function fillStory(page: Page, fields: StoryFields): Promise<void> {
  const form = storyForm(page);
  await form.getByLabel('Title').fill(fields.title);
  await fillStoryText(form, fields.summary ?? 'First paragraph of the story.\n\nSecond paragraph.');
  await form.getByLabel('Author').fill(fields.author ?? 'E2E Reporter');
  await form.getByLabel('Read time').fill(fields.readTime ?? '3 min read');
  await form.getByLabel('Category').selectOption(fields.category ?? 'Feature');
}

/** Inserts a story as the editor through the API; returns its id. */
export async function addStory(fields: Record<string, unknown>): Promise<string> {
  const editor = await clientAs('editor');
  const { data, error } = await editor
    .from('news_stories')
    .insert({ summary: 'Text.', author: 'E2E Reporter', category: 'Feature', read_time: '2 min read', ...fields })
    .select('id')
    .single();
  if (error || !data) throw new Error(`could not add a story: ${error?.message}`);
  return String(data.id);
}

/** The story row as the database has it (service role: sees drafts and scheduled rows). */
export async function storyRow(where: { id?: string; title?: string }) {
  let query = e2eAdminSupabase()
    .from('news_stories')
    .select(
      'id, title, summary, author, read_time, status, published_at, version, image_url, image_focal_x, image_focal_y',
    );
  if (where.id) query = query.eq('id', where.id);
  if (where.title) query = query.eq('title', where.title);
  const { data, error } = await query.maybeSingle();
  if (error) throw new Error(error.message);
  return data as {
    id: string;
    title: string;
    summary: string;
    author: string;
    read_time: string;
    status: string;
    published_at: string | null;
    version: number;
    image_url: string | null;
    image_focal_x: number | null;
    image_focal_y: number | null;
  } | null;
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (solid colour), made here so the suite ships no binary fixture. */
export function pngImage(width = 64, height = 36, rgb: [number, number, number] = [180, 30, 40]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A toast of the shared Toaster with this text. */
export function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** Opens the console on one tab (by its ?tab= id) and waits for the tab to be selected. */
export async function openConsoleTab(page: Page, tab: string, label: string): Promise<void> {
  await openConsole(page, `?tab=${tab}`);
  await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
}

/**
 * Records, inside `page`, the wall-clock time (ms since the epoch) at which `predicate` over the
 * text of the element `selector` first holds, so a latency is measured by the page itself rather
 * than by a busy test runner's polling. Read it back with `seenAt`.
 */
export async function watchText(page: Page, selector: string, key: string, expected: string, present: boolean) {
  await page.evaluate(
    ({ selector, key, expected, present }) => {
      const marks = ((window as unknown as { __marks?: Record<string, number> }).__marks ??= {});
      const check = () => {
        if (marks[key]) return;
        const texts = Array.from(document.querySelectorAll(selector), (node) => node.textContent ?? '');
        if (texts.some((text) => text.includes(expected)) === present) marks[key] = Date.now();
      };
      new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { selector, key, expected, present },
  );
}

/** The time `watchText` recorded for `key`, once it was recorded. */
export async function seenAt(page: Page, key: string): Promise<number> {
  await expect
    .poll(
      () => page.evaluate((k) => (window as unknown as { __marks?: Record<string, number> }).__marks?.[k] ?? 0, key),
      {
        timeout: 20_000,
      },
    )
    .toBeGreaterThan(0);
  return page.evaluate((k) => (window as unknown as { __marks: Record<string, number> }).__marks[k], key);
}
