import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The local mail catcher's SMTP port and web inbox port (as the Supabase CLI's Inbucket/Mailpit). */
export const LOCAL_SMTP_PORT = 54325;
export const LOCAL_INBOX_PORT = 54324;
export const DEFAULT_SITE_NAME = 'The Daily Chronicle';
const DEFAULT_FROM_ADDRESS = 'no-reply@dailychronicle.example';

export interface SmtpSettings {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  /** SMTP connections at once (SMTP_MAX_CONNECTIONS): the newsletter sender sends as many messages at once. */
  maxConnections?: number;
}

export interface MailConfig {
  smtp: SmtpSettings;
  /** The From header: the site's name and the sending address (SMTP_FROM may carry both). */
  from: string;
  siteName: string;
  /** Where links land when the client asks for nothing (or for an address not allowed): the portal. */
  siteUrl: string;
  /** Other redirect targets accepted (globs as GoTrue's additional_redirect_urls: `*`, `**`). */
  redirectUrls: string[];
  /** True: sign-ups are confirmed at once and nothing is mailed (GoTrue's MAILER_AUTOCONFIRM). */
  autoconfirm: boolean;
  /** The supabase/ folder whose config.toml and templates/ the auth mails come from. */
  templatesDir: string;
  /** Lifetime of a link in a mail, in seconds (GoTrue's mailer OTP expiry; config.toml otp_expiry). */
  linkLifetimeSeconds: number;
  /** Lifetime of an invitation's link: staff invitations expire after 24 hours (decision 154). */
  inviteLifetimeSeconds: number;
  /** The same kind of mail is not sent again to one address within this many seconds (max_frequency). */
  minSecondsBetweenMails: number;
  /** How often the newsletter sender looks for due mail, in ms (NEWSLETTER_POLL_MS; 0: never by itself). */
  newsletterPollMs: number;
  /** When the morning edition goes out (croner pattern; MORNING_EDITION_CRON, 'off': never by itself). */
  morningEditionCron: string | null;
  /** The time zone of that pattern (MORNING_EDITION_TZ). */
  morningEditionTimeZone: string;
}

function list(value: string | undefined, fallback: string[]): string[] {
  if (value === undefined) return fallback;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The From header: SMTP_FROM as given when it names the sender, else the site's name before the address. */
function fromHeader(siteName: string, smtpFrom: string | undefined): string {
  const from = smtpFrom?.trim() || DEFAULT_FROM_ADDRESS;
  if (from.includes('<')) return from;
  return `"${siteName.replace(/["\\\r\n]/g, '')}" <${from}>`;
}

export function mailConfigFromEnv(env: NodeJS.ProcessEnv): MailConfig {
  const siteName = env.SITE_NAME?.trim() || DEFAULT_SITE_NAME;
  const siteUrl = (env.SITE_URL || `http://localhost:${Number(env.SHELL_PORT) || 3000}`).replace(/\/+$/, '');
  const port = Number(env.SMTP_PORT);
  return {
    smtp: {
      host: env.SMTP_HOST || '127.0.0.1',
      port: Number.isInteger(port) && port > 0 ? port : LOCAL_SMTP_PORT,
      user: env.SMTP_USER || undefined,
      pass: env.SMTP_PASS || undefined,
      maxConnections: Number(env.SMTP_MAX_CONNECTIONS) > 0 ? Number(env.SMTP_MAX_CONNECTIONS) : 4,
    },
    from: fromHeader(siteName, env.SMTP_FROM),
    siteName,
    siteUrl,
    // Locally any port of this machine may be the portal (npm start, npm run dev, the e2e servers).
    redirectUrls: list(env.AUTH_REDIRECT_URLS, ['http://localhost:*/**', 'http://127.0.0.1:*/**']),
    autoconfirm: env.MAILER_AUTOCONFIRM === 'true',
    templatesDir: path.resolve(env.MAIL_TEMPLATES_DIR ?? path.join(repoRoot, 'supabase')),
    linkLifetimeSeconds: Number(env.MAILER_OTP_EXP) > 0 ? Number(env.MAILER_OTP_EXP) : 3600,
    inviteLifetimeSeconds: Number(env.MAILER_INVITE_EXP) > 0 ? Number(env.MAILER_INVITE_EXP) : 24 * 3600,
    minSecondsBetweenMails:
      env.MAILER_MAX_FREQUENCY !== undefined ? Math.max(0, Number(env.MAILER_MAX_FREQUENCY) || 0) : 60,
    newsletterPollMs: env.NEWSLETTER_POLL_MS !== undefined ? Math.max(0, Number(env.NEWSLETTER_POLL_MS) || 0) : 1000,
    morningEditionCron: env.MORNING_EDITION_CRON === 'off' ? null : env.MORNING_EDITION_CRON?.trim() || '0 6 * * *',
    morningEditionTimeZone: env.MORNING_EDITION_TZ?.trim() || 'Europe/London',
  };
}
