import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Page } from '@playwright/test';
import WebSocket from 'ws';
import { ACCOUNTS, type AccountName } from '../../../support/accounts.ts';
import { hostileStoryDocument, refusedDocuments } from './xssDocument.ts';
import { ALL_PAYLOADS, HOSTILE_URLS, payloadChunks } from './xssPayloads.ts';

export function clientFor(url: string, anonKey: string): SupabaseClient {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

export async function signedInClient(url: string, anonKey: string, account: AccountName): Promise<SupabaseClient> {
  const client = clientFor(url, anonKey);
  const { error } = await client.auth.signInWithPassword(ACCOUNTS[account]);
  if (error) throw new Error(`sign-in as ${account} failed: ${error.message}`);
  return client;
}

export interface XssContent {
  /** The first is the story written as a document (every node and mark), the newest of them. */
  storyIds: string[];
  eventIds: string[];
  /** Writes the database refused (URL checks): `table.column: value`. */
  refused: string[];
}

const at = <T>(list: readonly T[], index: number): T => list[index % list.length];

/**
 * Inserts a URL-bearing row; when the database refuses the hostile URL (a check constraint), records
 * the refusal and stores the row with `fallback` instead, so its text fields are still tested.
 */
async function insertWithUrls(
  client: SupabaseClient,
  table: string,
  row: Record<string, unknown>,
  urlColumns: string[],
  fallback: string,
  refused: string[],
): Promise<string> {
  const first = await client.from(table).insert(row).select('id').single();
  if (!first.error) return (first.data as { id: string }).id;
  if (first.error.code !== '23514') throw new Error(`${table}: ${first.error.message}`);
  for (const column of urlColumns) refused.push(`${table}.${column}: ${String(row[column])}`);
  const safe = { ...row, ...Object.fromEntries(urlColumns.map((column) => [column, fallback])) };
  const second = await client.from(table).insert(safe).select('id').single();
  if (second.error) throw new Error(`${table} (safe URLs): ${second.error.message}`);
  return (second.data as { id: string }).id;
}

/**
 * Stores every payload in every reader-visible text field (long fields get all of them, short
 * ones a rotation) and the hostile URLs in every URL field, as the editor/admin would through the
 * API (RLS applies); contact messages and story tips as an anonymous visitor.
 */
export async function storeXssContent(url: string, anonKey: string): Promise<XssContent> {
  const admin = await signedInClient(url, anonKey, 'admin');
  const anon = clientFor(url, anonKey);
  const titles = payloadChunks(300);
  const short = payloadChunks(120);
  const tiny = payloadChunks(40);
  const fallback = `${url}/storage/v1/object/public/blog-images/missing.png`;
  const refused: string[] = [];
  const storyIds: string[] = [];
  const eventIds: string[] = [];
  const now = Date.now();

  for (let k = 0; k < titles.length; k += 1) {
    const hostileUrl = at(HOSTILE_URLS, k);
    storyIds.push(
      await insertWithUrls(
        admin,
        'news_stories',
        {
          title: titles[k],
          summary: ALL_PAYLOADS,
          author: at(short, k),
          category: 'Foreign',
          read_time: at(tiny, k),
          image_url: hostileUrl,
          image_alt: titles[k],
          image_caption: at(payloadChunks(500), k),
          image_author: at(short, k + 1),
          status: 'published',
          published_at: new Date(now - k * 1000).toISOString(),
        },
        ['image_url'],
        fallback,
        refused,
      ),
    );
    await insertWithUrls(
      admin,
      'photo_essays',
      {
        title: at(payloadChunks(200), k),
        caption: ALL_PAYLOADS.slice(0, 3000),
        photographer: at(short, k),
        image_url: hostileUrl,
        image_alt: titles[k],
        type: k % 2 ? 'week' : 'day',
        status: 'published',
      },
      ['image_url'],
      fallback,
      refused,
    );
    for (const category of ['breaking', 'general']) {
      await insertWithUrls(
        admin,
        'live_feeds',
        {
          title: titles[k],
          description: ALL_PAYLOADS.slice(0, 2000),
          url: hostileUrl,
          source: at(short, k),
          category,
          is_active: true,
        },
        ['url'],
        fallback,
        refused,
      );
    }
    await insertWithUrls(
      admin,
      'advertisements',
      {
        title: at(payloadChunks(200), k),
        content: ALL_PAYLOADS.slice(0, 2000),
        image_url: hostileUrl,
        link_url: at(HOSTILE_URLS, k + 1),
        position: at(['sidebar', 'header', 'top-sidebar', 'bottom-sidebar', 'footer', 'inline', 'in-content'], k),
        is_active: true,
      },
      ['image_url', 'link_url'],
      fallback,
      refused,
    );
    eventIds.push(
      await insertWithUrls(
        admin,
        'sports_events',
        {
          title: at(payloadChunks(200), k),
          description: ALL_PAYLOADS,
          sport_type: at(tiny, k),
          teams: at(payloadChunks(200), k + 1),
          league: at(short, k),
          scheduled_start: new Date(now - 3600_000).toISOString(),
          stream_url: hostileUrl,
          stream_type: 'custom',
          thumbnail_url: at(HOSTILE_URLS, k + 2),
          status: 'live',
          is_live: true,
          event_type: 'sports',
        },
        ['stream_url', 'thumbnail_url'],
        fallback,
        refused,
      ),
    );
    const message = await anon.from('contact_messages').insert({
      name: at(short, k),
      email: `xss${k}@example.com`,
      message: ALL_PAYLOADS.slice(0, 5000),
    });
    if (message.error) throw new Error(`contact_messages: ${message.error.message}`);
    const tipRow = {
      title: titles[k],
      summary: ALL_PAYLOADS,
      author: at(short, k),
      read_time: at(tiny, k),
      category: 'Foreign',
      location: at(short, k),
      happened_when: at(short, k),
      contact: at(short, k),
      image_url: hostileUrl,
      image_alt: titles[k],
      image_caption: at(payloadChunks(500), k),
      contact_email: `tipster${k}@example.com`,
    };
    // Anonymous callers cannot read tips back, so no insertWithUrls: the same fallback by hand.
    let tip = await anon.from('story_tips').insert(tipRow);
    if (tip.error?.code === '23514') {
      refused.push(`story_tips.image_url: ${hostileUrl}`);
      tip = await anon.from('story_tips').insert({ ...tipRow, image_url: fallback });
    }
    if (tip.error) throw new Error(`story_tips: ${tip.error.message}`);
  }
  storyIds.unshift(await storeDocumentStory(admin, titles[0], storyIds[0], now, refused));
  return { storyIds, eventIds, refused };
}

/**
 * A story whose body holds the payloads in every node and mark (issue 48), its related card naming
 * another payload story; and the documents with script URLs, each of which the database refuses.
 */
async function storeDocumentStory(
  admin: SupabaseClient,
  title: string,
  relatedId: string,
  now: number,
  refused: string[],
): Promise<string> {
  for (const { what, body } of refusedDocuments()) {
    const { error } = await admin.from('news_stories').insert({ title, body, category: 'Foreign', status: 'draft' });
    if (error?.code !== '22023') throw new Error(`news_stories.body with a ${what}: ${error?.message ?? 'accepted'}`);
    refused.push(`news_stories.body: ${what}`);
  }
  const { data, error } = await admin
    .from('news_stories')
    .insert({
      title,
      body: hostileStoryDocument(relatedId),
      author: title.slice(0, 100),
      category: 'Foreign',
      status: 'published',
      published_at: new Date(now - 500).toISOString(),
    })
    .select('id')
    .single();
  if (error) throw new Error(`news_stories (document): ${error.message}`);
  return (data as { id: string }).id;
}

/** Records alert/confirm/prompt calls, dialogs, `xss` console lines and CSP violations. */
export async function instrument(page: Page, findings: string[]): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __xss: string[] };
    w.__xss = [];
    const record = (kind: string) => (message?: unknown) => {
      w.__xss.push(`${kind}: ${String(message)}`);
      return null as never;
    };
    window.alert = record('alert');
    window.confirm = record('confirm') as typeof window.confirm;
    window.prompt = record('prompt') as typeof window.prompt;
    document.addEventListener('securitypolicyviolation', (event) => {
      // zod 4 probes once whether `new Function` works (to pick its fast path) and catches the
      // refusal: a CSP report from the form library's chunk, not from stored content.
      if (
        event.violatedDirective.startsWith('script-src') &&
        event.blockedURI === 'eval' &&
        /zod/.test(event.sourceFile)
      ) {
        return;
      }
      w.__xss.push(
        `csp: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('dialog', (dialog) => {
    findings.push(`dialog on ${page.url()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/xss/i.test(message.text())) findings.push(`console on ${page.url()}: ${message.text().slice(0, 200)}`);
  });
}

/** What the page executed or turned into a dangerous URL. */
export async function pageFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = [...(window as unknown as { __xss: string[] }).__xss];
    const urlAttributes = [
      'href',
      'src',
      'action',
      'formaction',
      'xlink:href',
      'poster',
      'data',
      'background',
      'srcset',
    ];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on'))
          found.push(`inline handler <${element.tagName.toLowerCase()} ${name}="${attribute.value.slice(0, 80)}">`);
        if (!urlAttributes.includes(name)) continue;
        // Browsers strip control characters and spaces before reading a scheme.
        // eslint-disable-next-line no-control-regex
        const value = attribute.value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
        if (/^(javascript|vbscript|data:text|data:image\/svg|data:application)/.test(value)) {
          found.push(`<${element.tagName.toLowerCase()} ${name}="${attribute.value.slice(0, 80)}">`);
        }
      }
      // Data blocks (JSON-LD, the dehydrated query state) carry the stored text as JSON: only an
      // executable script holding a payload is a finding.
      const type = (element.getAttribute('type') ?? '').trim().toLowerCase();
      const executable = ['', 'text/javascript', 'application/javascript', 'module'].includes(type);
      if (element.tagName === 'SCRIPT' && executable && /alert\(['"`]xss/.test(element.textContent ?? '')) {
        found.push(`script element with a payload: ${(element.textContent ?? '').slice(0, 80)}`);
      }
      if (['BASE', 'OBJECT', 'EMBED'].includes(element.tagName))
        found.push(`injected <${element.tagName.toLowerCase()}>`);
    }
    return found;
  });
}

/**
 * The HTML as the server sent it (server rendering, JSON-LD): no payload that contains markup may
 * appear verbatim (text must be escaped), and every JSON-LD block must parse.
 */
export function serverHtmlFindings(html: string, payloads: readonly string[]): string[] {
  const found: string[] = [];
  for (const payload of payloads) {
    if (payload.includes('<') && html.includes(payload))
      found.push(`unescaped in server HTML: ${payload.slice(0, 80)}`);
  }
  // JSON-LD and the dehydrated query state: a payload that broke out of its block leaves JSON that
  // does not parse (the block ends at the payload's `</script>`).
  for (const match of html.matchAll(/<script[^>]*type="application\/(?:ld\+)?json"[^>]*>([\s\S]*?)<\/script>/gi)) {
    try {
      JSON.parse(match[1]);
    } catch {
      found.push(`JSON data block that does not parse (broken out of?): ${match[1].slice(0, 120)}`);
    }
  }
  return found;
}

/**
 * A feed item's HTML (content:encoded, already unescaped from the XML), parsed inertly by the
 * browser: no element that runs or embeds anything, no event-handler attribute, no URL that is not
 * absolute http(s) or mailto (a feed reader resolves nothing against the site), and no payload
 * that contains markup verbatim (its text must be escaped).
 */
export async function feedHtmlFindings(page: Page, html: string, payloads: readonly string[]): Promise<string[]> {
  const found = await page.evaluate((markup) => {
    const parsed = new DOMParser().parseFromString(`<div>${markup}</div>`, 'text/html');
    const problems: string[] = [];
    for (const element of parsed.body.querySelectorAll('*')) {
      const name = element.tagName.toLowerCase();
      if (['script', 'iframe', 'object', 'embed', 'button', 'form', 'base', 'meta', 'style', 'svg'].includes(name))
        problems.push(`<${name}> in a feed item`);
      for (const attribute of element.attributes) {
        if (attribute.name.startsWith('on')) problems.push(`handler ${attribute.name} on <${name}>`);
        if (['href', 'src', 'srcset'].includes(attribute.name) && !/^(https?:\/\/|mailto:)/.test(attribute.value))
          problems.push(`<${name} ${attribute.name}="${attribute.value}">`);
      }
    }
    return problems;
  }, html);
  return [...found, ...serverHtmlFindings(html, payloads)];
}
