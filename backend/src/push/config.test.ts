import { describe, expect, it } from 'vitest';
import { LOCAL_VAPID_PUBLIC_KEY } from '../../../shared/src/federation/runtimeConfigFromEnv.mjs';
import { LOCAL_VAPID_KEYS, pushConfigFromEnv } from './config.ts';

describe('pushConfigFromEnv', () => {
  it('uses the demo pair on loopback, the one whose public key the shell serves', () => {
    expect(pushConfigFromEnv('127.0.0.1', {}).vapid).toEqual(LOCAL_VAPID_KEYS);
    expect(LOCAL_VAPID_KEYS.publicKey).toBe(LOCAL_VAPID_PUBLIC_KEY);
  });

  it('sends nothing beyond loopback with the demo pair, and names the stand-in there only', () => {
    const wide = pushConfigFromEnv('0.0.0.0', {});
    expect(wide.vapid).toBeNull();
    expect(wide.loopbackOrigins).toEqual([]);
    expect(pushConfigFromEnv('127.0.0.1', {}).loopbackOrigins).toEqual([
      'http://127.0.0.1:54326',
      'http://localhost:54326',
    ]);
  });

  it('takes VAPID_* and PUSH_MIN_INTERVAL_MINUTES from env; one key alone is an error', () => {
    const env = { VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv', VAPID_SUBJECT: 'mailto:desk@news.example' };
    const config = pushConfigFromEnv('0.0.0.0', { ...env, PUSH_MIN_INTERVAL_MINUTES: '5' });
    expect(config.vapid).toEqual({ subject: 'mailto:desk@news.example', publicKey: 'pub', privateKey: 'priv' });
    expect(config.minIntervalMinutes).toBe(5);
    expect(() => pushConfigFromEnv('127.0.0.1', { VAPID_PUBLIC_KEY: 'pub' })).toThrow(/both/);
  });

  it("refuses to start with the site's own keys and no VAPID_SUBJECT contact, or one that is not mailto:/https:", () => {
    const keys = { VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv' };
    for (const subject of [undefined, '', 'desk@news.example', 'http://news.example']) {
      expect(() => pushConfigFromEnv('0.0.0.0', { ...keys, VAPID_SUBJECT: subject }), String(subject)).toThrow(
        'Set VAPID_SUBJECT to a mailto: or https: contact',
      );
    }
    expect(
      pushConfigFromEnv('0.0.0.0', { ...keys, VAPID_SUBJECT: 'https://news.example/contact' }).vapid?.subject,
    ).toBe('https://news.example/contact');
  });
});
