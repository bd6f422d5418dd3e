import { LOCAL_ANON_KEY, LOCAL_PUBLISHABLE_KEY } from '@newsroom/shared/runtime-config-env';
import { describe, expect, it } from 'vitest';
import { demoKeyRefusal, renderThreadFromEnv, serverRemotesFromEnv, serverTimingFromEnv } from './serverConfig.mjs';

const OWN_KEY = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.project-signature';

describe('demoKeyRefusal', () => {
  it('serves this machine with the demo key, as npm start and npm run start:cdn do', () => {
    expect(demoKeyRefusal({})).toBeNull();
    expect(demoKeyRefusal({ PUBLIC_SITE_URL: 'http://localhost:6081' })).toBeNull();
    expect(demoKeyRefusal({ ALLOWED_HOSTS: '127.0.0.1' })).toBeNull();
  });

  it('refuses a public origin with the demo anon or publishable key', () => {
    for (const key of [LOCAL_ANON_KEY, LOCAL_PUBLISHABLE_KEY, undefined]) {
      const env = { SUPABASE_ANON_KEY: key, PUBLIC_SITE_URL: 'https://news.example.com' };
      expect(demoKeyRefusal(env)).toMatch(/refusing to serve news\.example\.com with the Supabase CLI's demo API key/);
    }
    expect(demoKeyRefusal({ ALLOWED_HOSTS: 'localhost,news.example.com' })).toContain('news.example.com');
  });

  it('serves a public origin with the project’s own key, or with the explicit opt-in', () => {
    expect(demoKeyRefusal({ SUPABASE_ANON_KEY: OWN_KEY, PUBLIC_SITE_URL: 'https://news.example.com' })).toBeNull();
    expect(demoKeyRefusal({ PUBLIC_SITE_URL: 'https://news.example.com', ALLOW_DEMO_SECRETS: 'true' })).toBeNull();
  });
});

describe('renderThreadFromEnv', () => {
  it('renders on a thread of its own unless SSR_THREAD=off', () => {
    expect(renderThreadFromEnv({})).toBe(true);
    expect(renderThreadFromEnv({ SSR_THREAD: 'on' })).toBe(true);
    expect(renderThreadFromEnv({ SSR_THREAD: 'off' })).toBe(false);
  });
});

describe('serverTimingFromEnv', () => {
  it('is off unless SERVER_TIMING is on: render timings are a side channel (decision 219)', () => {
    expect(serverTimingFromEnv({})).toBe(false);
    expect(serverTimingFromEnv({ SERVER_TIMING: 'yes' })).toBe(false);
    expect(serverTimingFromEnv({ SERVER_TIMING: 'on' })).toBe(true);
  });
});

describe('serverRemotesFromEnv', () => {
  const remotes = {
    reader: 'https://cdn.test/reader/mf-manifest.json',
    live: 'https://cdn.test/live/mf-manifest.json',
    editor: 'https://cdn.test/editor/mf-manifest.json',
    admin: 'https://cdn.test/admin/mf-manifest.json',
  };

  it("puts each server container beside its manifest: the four by key, a team's by its container (decision 214)", () => {
    const registry = [
      { name: 'reader', container: 'mfe_reader', manifestUrl: remotes.reader },
      { name: 'puzzles', container: 'mfe_puzzles', manifestUrl: 'https://teams.test/puzzles/v1/mf-manifest.json' },
    ];
    expect(serverRemotesFromEnv({ remotes, registry }, { REMOTE_LIVE_SERVER_URL: 'https://ssr.test/live.js' })).toEqual(
      {
        reader: 'https://cdn.test/reader/server/remoteEntry.js',
        live: 'https://ssr.test/live.js',
        editor: 'https://cdn.test/editor/server/remoteEntry.js',
        admin: 'https://cdn.test/admin/server/remoteEntry.js',
        mfe_puzzles: 'https://teams.test/puzzles/v1/server/remoteEntry.js',
      },
    );
  });
});
