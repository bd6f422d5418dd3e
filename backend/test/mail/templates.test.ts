import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseToml } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import {
  HOSTED_TEMPLATE_KINDS,
  LOCAL_TEMPLATE_KINDS,
  loadAuthTemplates,
  renderMail,
} from '../../src/mail/authTemplates.ts';

const SUPABASE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../supabase');
const PROJECT_ROOT = path.dirname(SUPABASE_DIR);

/** The values hosted GoTrue offers every auth template (its mailer's template data). */
const GOTRUE_VALUES = ['ConfirmationURL', 'Token', 'TokenHash', 'SiteURL', 'Email', 'NewEmail', 'RedirectTo', 'Data'];

interface TomlConfig {
  auth: { email: { template: Record<string, { subject: string; content_path: string }> } };
}

describe('auth mail templates: local backend and hosted Supabase send the same mails', async () => {
  const config = parseToml(await readFile(path.join(SUPABASE_DIR, 'config.toml'), 'utf8')) as unknown as TomlConfig;
  const local = await loadAuthTemplates(SUPABASE_DIR);

  it.each(HOSTED_TEMPLATE_KINDS)(
    '%s: config.toml names the very file and subject the local backend sends',
    async (kind) => {
      const entry = config.auth.email.template[kind];
      expect(entry.content_path).toBe(`./supabase/templates/${kind}.html`);
      expect(local[kind].html).toBe(await readFile(path.join(PROJECT_ROOT, entry.content_path), 'utf8'));
      expect(local[kind].subject).toBe(entry.subject);
    },
  );

  it.each([...HOSTED_TEMPLATE_KINDS, ...LOCAL_TEMPLATE_KINDS])(
    '%s: uses only values GoTrue fills, and renders whole',
    (kind) => {
      const used = [...local[kind].html.matchAll(/\{\{\s*\.(\w+)/g)].map((m) => m[1]);
      for (const name of used) expect(GOTRUE_VALUES).toContain(name);
      const mail = renderMail(local[kind], {
        ConfirmationURL: 'https://api.example/auth/v1/verify?token=t&type=signup',
        SiteURL: 'https://news.example',
        Email: 'old@example.com',
        NewEmail: 'new@example.com',
        RedirectTo: 'https://news.example/',
        Token: '123456',
      });
      expect(mail.html).not.toContain('{{');
      expect(mail.text).toContain('The Daily Chronicle');
      expect(mail.text.length).toBeGreaterThan(100);
    },
  );

  it('escapes what a template inserts (an address cannot smuggle markup)', () => {
    const mail = renderMail(local.confirmation, {
      ConfirmationURL: 'https://api.example/v?a=1&b=2',
      SiteURL: 'https://news.example',
      Email: '"><script>x</script>@example.com',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('href="https://api.example/v?a=1&amp;b=2"');
  });

  it('keeps local-only mails out of config.toml (hosted GoTrue has no such template)', () => {
    for (const kind of LOCAL_TEMPLATE_KINDS) expect(config.auth.email.template[kind]).toBeUndefined();
  });
});
