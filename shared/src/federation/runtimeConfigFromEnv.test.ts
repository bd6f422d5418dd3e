// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  LOCAL_ANON_KEY,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_VAPID_PUBLIC_KEY,
  portFromEnv,
  runtimeConfigFromEnv,
} from './runtimeConfigFromEnv.mjs';
import { isPublishableKey } from '../config/runtimeConfig.ts';

describe('runtimeConfigFromEnv', () => {
  it('defaults to the local topology of npm start', () => {
    expect(runtimeConfigFromEnv({})).toEqual({
      supabaseUrl: 'http://127.0.0.1:54321',
      supabaseAnonKey: LOCAL_ANON_KEY,
      siteName: 'The Daily Chronicle',
      imageTransformations: true,
      remotes: {
        reader: 'http://localhost:3001/mf-manifest.json',
        live: 'http://localhost:3002/mf-manifest.json',
        editor: 'http://localhost:3003/mf-manifest.json',
        admin: 'http://localhost:3004/mf-manifest.json',
      },
      vapidPublicKey: LOCAL_VAPID_PUBLIC_KEY,
    });
  });

  it('serves VAPID_PUBLIC_KEY, the demo key only for an API on this machine (decision 194)', () => {
    expect(runtimeConfigFromEnv({ VAPID_PUBLIC_KEY: 'BKey' }).vapidPublicKey).toBe('BKey');
    expect(runtimeConfigFromEnv({ SUPABASE_URL: 'http://localhost:55000' }).vapidPublicKey).toBe(
      LOCAL_VAPID_PUBLIC_KEY,
    );
    expect(runtimeConfigFromEnv({ SUPABASE_URL: 'https://abc.supabase.co' }).vapidPublicKey).toBeUndefined();
    expect(runtimeConfigFromEnv({ SUPABASE_URL: 'https://127.0.0.1.evil.example' }).vapidPublicKey).toBeUndefined();
  });

  it('moves a remote by configuration alone', () => {
    const config = runtimeConfigFromEnv({
      REMOTE_LIVE_URL: 'https://live.cdn.example/v42/mf-manifest.json',
      ADMIN_PORT: '4004',
      SITE_NAME: 'Chronicle Staging',
    });
    expect(config.remotes.live).toBe('https://live.cdn.example/v42/mf-manifest.json');
    expect(config.remotes.admin).toBe('http://localhost:4004/mf-manifest.json');
    expect(config.siteName).toBe('Chronicle Staging');
  });

  it('turns image transformations off for a project without them', () => {
    for (const value of ['false', '0', 'OFF', 'no']) {
      expect(runtimeConfigFromEnv({ SUPABASE_IMAGE_TRANSFORMATIONS: value }).imageTransformations).toBe(false);
    }
    expect(runtimeConfigFromEnv({ SUPABASE_IMAGE_TRANSFORMATIONS: 'true' }).imageTransformations).toBe(true);
  });

  it('accepts a publishable key, preferred over a legacy anon key', () => {
    expect(runtimeConfigFromEnv({ SUPABASE_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY }).supabaseAnonKey).toBe(
      LOCAL_PUBLISHABLE_KEY,
    );
    const both = runtimeConfigFromEnv({
      SUPABASE_ANON_KEY: 'legacy.jwt.key',
      SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
    });
    expect(both.supabaseAnonKey).toBe('sb_publishable_x');
    expect(runtimeConfigFromEnv({ SUPABASE_ANON_KEY: 'legacy.jwt.key' }).supabaseAnonKey).toBe('legacy.jwt.key');
    expect(isPublishableKey(LOCAL_PUBLISHABLE_KEY)).toBe(true);
    expect(isPublishableKey(LOCAL_ANON_KEY)).toBe(false);
  });

  it('ignores a port that is not a positive integer', () => {
    expect(portFromEnv('shell', { SHELL_PORT: 'abc' })).toBe(3000);
    expect(portFromEnv('backend', { BACKEND_PORT: '5555' })).toBe(5555);
  });
});
