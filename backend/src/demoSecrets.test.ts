import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { demoSecretsRefusal, isLoopbackHost } from './demoSecrets.ts';
import { startBackend } from './index.ts';

const own = {
  JWT_SECRET: 'a-generated-secret-of-at-least-thirty-two-characters',
  SUPABASE_SECRET_KEY: 'sb_secret_generated0000000000000000',
  SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_generated000000000000',
};

describe('demoSecretsRefusal', () => {
  it('lets the demo values serve loopback, as the Supabase CLI does', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]', '127.0.0.2']) {
      expect(isLoopbackHost(host)).toBe(true);
      expect(demoSecretsRefusal(loadConfig({ BACKEND_HOST: host }), {})).toBeNull();
    }
  });

  it('refuses any other address while a demo value is in use, naming what to set', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'news.example.com']) {
      expect(isLoopbackHost(host)).toBe(false);
      const refusal = demoSecretsRefusal(loadConfig({ BACKEND_HOST: host }), {});
      expect(refusal).toContain(`Refusing to listen on ${host}`);
      expect(refusal).toContain('JWT_SECRET, SUPABASE_SECRET_KEY, SUPABASE_PUBLISHABLE_KEY');
    }
    const oneLeft = demoSecretsRefusal(loadConfig({ BACKEND_HOST: '0.0.0.0', ...own, JWT_SECRET: undefined }), {});
    expect(oneLeft).toMatch(/: JWT_SECRET still hold/);
  });

  it('starts beyond loopback with the project’s own secrets, or with the explicit opt-in', () => {
    expect(demoSecretsRefusal(loadConfig({ BACKEND_HOST: '0.0.0.0', ...own }), {})).toBeNull();
    expect(demoSecretsRefusal(loadConfig({ BACKEND_HOST: '0.0.0.0' }), { ALLOW_DEMO_SECRETS: 'true' })).toBeNull();
    expect(demoSecretsRefusal(loadConfig({ BACKEND_HOST: '0.0.0.0' }), { ALLOW_DEMO_SECRETS: '1' })).not.toBeNull();
  });

  it('does not ask for new-style keys the backend does not accept', () => {
    const legacyOnly = loadConfig({ BACKEND_HOST: '0.0.0.0', API_KEYS: 'legacy', JWT_SECRET: own.JWT_SECRET });
    expect(demoSecretsRefusal(legacyOnly, {})).toBeNull();
  });
});

describe('startBackend', () => {
  it('refuses to start on 0.0.0.0 with the demo secrets, before it opens a database or a port', async () => {
    await expect(startBackend({ host: '0.0.0.0', port: 0, dataDir: 'memory://' })).rejects.toThrow(
      /^Refusing to listen on 0\.0\.0\.0: JWT_SECRET, SUPABASE_SECRET_KEY, SUPABASE_PUBLISHABLE_KEY/,
    );
  });
});
