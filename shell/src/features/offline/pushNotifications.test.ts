import { alertNotification, alertTarget, openAlert, type AlertClients, type AlertWindow } from './pushNotifications.ts';

const ORIGIN = 'https://news.example';
const STORY = '/story/a1000000-0000-4000-8000-000000000001';

function fakeClients(urls: string[]) {
  const focused: string[] = [];
  const opened: string[] = [];
  const windows: AlertWindow[] = urls.map((url) => ({
    url,
    focus: async () => {
      focused.push(url);
    },
  }));
  const clients: AlertClients = {
    matchAll: async () => windows,
    openWindow: async (url) => {
      opened.push(url);
    },
  };
  return { clients, focused, opened };
}

describe('alertNotification', () => {
  it("shows the alert's title and body, tagged by its topic, carrying the story's address", () => {
    const payload = JSON.stringify({ title: 'Breaking: Flood', body: 'Roads closed', url: STORY, tag: 'abc123' });
    expect(alertNotification(payload, ORIGIN)).toEqual({
      title: 'Breaking: Flood',
      options: { body: 'Roads closed', tag: 'abc123', icon: '/icon-512.png', data: { url: `${ORIGIN}${STORY}` } },
    });
  });

  it('says "Breaking news" and opens the front for an empty or unreadable push', () => {
    for (const data of [null, 'not json', '{"title": 5}']) {
      const { title, options } = alertNotification(data, ORIGIN);
      expect(title).toBe('Breaking news');
      expect(options.data.url).toBe(`${ORIGIN}/`);
    }
  });
});

describe('alertTarget', () => {
  it('opens paths on this site only', () => {
    expect(alertTarget(STORY, ORIGIN)).toBe(`${ORIGIN}${STORY}`);
    for (const url of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)', '/\\evil.example', 42]) {
      expect(alertTarget(url, ORIGIN), String(url)).toBe(`${ORIGIN}/`);
    }
  });
});

describe('openAlert (notificationclick)', () => {
  it('focuses a tab already on the story', async () => {
    const { clients, focused, opened } = fakeClients([`${ORIGIN}/`, `${ORIGIN}${STORY}`]);
    await openAlert(clients, { url: `${ORIGIN}${STORY}` }, ORIGIN);
    expect(focused).toEqual([`${ORIGIN}${STORY}`]);
    expect(opened).toEqual([]);
  });

  it('opens the story when no tab shows it, and never another site', async () => {
    const { clients, focused, opened } = fakeClients([`${ORIGIN}/`]);
    await openAlert(clients, { url: `${ORIGIN}${STORY}` }, ORIGIN);
    await openAlert(clients, { url: 'https://evil.example/phish' }, ORIGIN);
    expect(focused).toEqual([`${ORIGIN}/`]);
    expect(opened).toEqual([`${ORIGIN}${STORY}`]);
  });
});
