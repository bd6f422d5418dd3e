import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { convert } from 'html-to-text';
import { parse as parseToml } from 'smol-toml';

/** The auth mails hosted Supabase sends from config.toml's [auth.email.template.<kind>]. */
export const HOSTED_TEMPLATE_KINDS = [
  'confirmation',
  'recovery',
  'email_change',
  'reauthentication',
  'invite',
  'magic_link',
] as const;
/** Mails only the local backend sends (hosted GoTrue has no template for them). */
export const LOCAL_TEMPLATE_KINDS = ['existing_account'] as const;
export type AuthTemplateKind = (typeof HOSTED_TEMPLATE_KINDS)[number] | (typeof LOCAL_TEMPLATE_KINDS)[number];

const LOCAL_SUBJECTS: Record<(typeof LOCAL_TEMPLATE_KINDS)[number], string> = {
  existing_account: 'You already have an account with The Daily Chronicle',
};

/** The values GoTrue's templates may use ({{ .ConfirmationURL }} …); the local backend fills the same. */
export interface TemplateValues {
  ConfirmationURL?: string;
  SiteURL: string;
  Email: string;
  NewEmail?: string;
  RedirectTo?: string;
  /** A one-time code to type (reauthentication). */
  Token?: string;
}

export interface AuthTemplate {
  subject: string;
  html: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

interface TomlTemplates {
  auth?: { email?: { template?: Record<string, { subject?: string; content_path?: string }> } };
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&#34;', "'": '&#39;' };

/** As Go's html/template escapes a value (hosted GoTrue renders the same files with it). */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ENTITIES[ch]);
}

/**
 * Go's html/template subset the templates use: `{{ .Name }}`, escaped as HTML. An unknown name
 * fails loudly (a typo would otherwise mail a broken link).
 */
export function fillTemplate(template: string, values: TemplateValues): string {
  return template.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (_match, name: string) => {
    const value = (values as unknown as Record<string, string | undefined>)[name];
    if (value === undefined) throw new Error(`mail template uses {{ .${name} }}, which this mail does not fill`);
    return escapeHtml(value);
  });
}

export function renderMail(template: AuthTemplate, values: TemplateValues): RenderedMail {
  const html = fillTemplate(template.html, values);
  return { subject: template.subject, html, text: convert(html, { wordwrap: 78 }) };
}

/** Reads the templates named by supabase/config.toml (paths relative to the project root, as the CLI). */
export async function loadAuthTemplates(supabaseDir: string): Promise<Record<AuthTemplateKind, AuthTemplate>> {
  const projectRoot = path.dirname(supabaseDir);
  const config = parseToml(await readFile(path.join(supabaseDir, 'config.toml'), 'utf8')) as TomlTemplates;
  const entries = config.auth?.email?.template ?? {};
  const hosted = await Promise.all(
    HOSTED_TEMPLATE_KINDS.map(async (kind) => {
      const entry = entries[kind];
      if (!entry?.subject || !entry.content_path) throw new Error(`config.toml lacks [auth.email.template.${kind}]`);
      return [
        kind,
        { subject: entry.subject, html: await readFile(path.join(projectRoot, entry.content_path), 'utf8') },
      ];
    }),
  );
  const local = await Promise.all(
    LOCAL_TEMPLATE_KINDS.map(async (kind) => [
      kind,
      {
        subject: LOCAL_SUBJECTS[kind],
        html: await readFile(path.join(supabaseDir, 'templates', `${kind}.html`), 'utf8'),
      },
    ]),
  );
  return Object.fromEntries([...hosted, ...local]) as Record<AuthTemplateKind, AuthTemplate>;
}
