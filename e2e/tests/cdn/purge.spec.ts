import { expect, test } from '../../support/fixtures.ts';
import { VARNISH_INSTALL_HINT } from '../../support/varnish.ts';
import { addStory, clientAs, uniqueTitle } from '../editor/support/editorSupport.ts';

/** Varnish in front of the suite's shell, which purges it by surrogate key (support/globalSetup.ts). */
function cdnUrl(): string {
  const url = process.env.E2E_CDN_URL;
  if (!url)
    throw new Error(`E2E_CDN_URL is not set: globalSetup starts Varnish only when it can. ${VARNISH_INSTALL_HINT}`);
  return url;
}

const fetchPage = async (url: string) => {
  const response = await fetch(url);
  return { cache: response.headers.get('x-cache'), html: await response.text() };
};

test.describe('the CDN stand-in in front of the portal', () => {
  test('an edited story title is served through the proxy within 2 s of the edit, on its lite page too', async () => {
    const story = `${cdnUrl()}/story/`;
    const before = uniqueTitle('Before the correction');
    const after = uniqueTitle('After the correction');
    const id = await addStory({ title: before, status: 'published' });
    const page = `${story}${id}`;

    // The page and its lite rendition are in the proxy: answered from its cache, with the old title.
    const lite = `${cdnUrl()}/lite/story/${id}`;
    for (const url of [page, lite]) {
      await expect.poll(async () => (await fetchPage(url)).cache, { timeout: 10_000 }).toBe('HIT');
      expect((await fetchPage(url)).html).toContain(before);
    }

    const editor = await clientAs('editor');
    const { error } = await editor.from('news_stories').update({ title: after, version: 1 }).eq('id', id);
    expect(error).toBeNull();
    // s-maxage is 60 s: only the shell's purge can make this happen within 2 s.
    for (const url of [page, lite]) {
      await expect
        .poll(async () => (await fetchPage(url)).html.includes(after), { timeout: 2_000, intervals: [100] })
        .toBe(true);
    }
  });

  test('a front version scheduled a few seconds ahead is served through the proxy once its time has come (decision 198)', async () => {
    const editor = await clientAs('editor');
    const { data: loaded } = await editor.rpc('front_for_editing', { edition: 'international' });
    const base = loaded as { version: number; containers: unknown[] };
    // An existing story: a new one would purge the stories' lists (and the front) by itself.
    const { data: stories } = await editor
      .from('news_stories')
      .select('id')
      .eq('status', 'published')
      .order('published_at', { ascending: true })
      .limit(1);
    const front = `${cdnUrl()}/international`;
    await expect.poll(async () => (await fetchPage(front)).cache, { timeout: 10_000 }).toBe('HIT');

    const title = uniqueTitle('Scheduled container');
    const { error } = await editor.rpc('publish_front', {
      edition: 'international',
      base_version: base.version,
      publish_at: new Date(Date.now() + 5_000).toISOString(),
      containers: [
        ...base.containers,
        { title, kind: 'curated', layout: 'row-4', card_limit: 4, cards: [{ story_id: stories![0].id }] },
      ],
    });
    expect(error).toBeNull();
    try {
      // s-maxage is 60 s and scheduling writes no purge: only the purge listener's publication clock,
      // waking at the version's time, can bring the new front through the proxy this soon.
      await expect.poll(async () => (await fetchPage(front)).html.includes(title), { timeout: 30_000 }).toBe(true);
    } finally {
      await editor.from('fronts').delete().eq('edition', 'international').gt('version', base.version);
    }
  });
});
