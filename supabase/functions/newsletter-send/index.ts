// POST {"morningEdition"?: true, "force"?: true} with the service role key -> 200 {queued, sent, refused, more}
// The newsletter's sender on hosted Supabase (decision 150), called by Supabase Cron (pg_cron +
// pg_net; the SQL is in docs/product/mail.md#hosted-schedule): every minute to send what is due
// (confirmations, alerts, the edition's rest), and at 05:00 and 06:00 UTC with morningEdition,
// which queues the edition when it is 06:00 in London (MORNING_EDITION_HOUR, MORNING_EDITION_TZ),
// so the edition follows London's clock across summer time. It claims and settles through the
// same database functions as the local backend's sender, and stops claiming after 50 seconds.
// SMTP settings are the function's secrets (SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_FROM,
// SITE_URL, SITE_NAME); hosted edge functions cannot open ports 25 and 587: use 465 (TLS).
import { createClient } from '@supabase/supabase-js';
import nodemailer from 'nodemailer';
import { errorResponse, json } from '../_shared/http.ts';
import { mailForDelivery, type NewsletterLinks, type NewsletterMail } from '../_shared/newsletterMail.ts';
import { requireEnv, serve } from '../_shared/runtime.ts';

const env = (name: string) =>
  (globalThis as unknown as { Deno: { env: { get(n: string): string | undefined } } }).Deno.env.get(name);
const RETRY_DELAYS_SECONDS = [10, 60, 300, 1800];
const BUDGET_MS = 50_000;

interface Claimed {
  send_id: string;
  subscriber_id: string;
  attempts: number;
  kind: string;
  payload: unknown;
  status: string;
  email: string;
  confirm_token: string | null;
  manage_token: string;
}

function render(links: NewsletterLinks, row: Claimed): NewsletterMail | null {
  const recipient = { email: row.email, confirmToken: row.confirm_token, manageToken: row.manage_token };
  return mailForDelivery(links, { kind: row.kind, status: row.status, payload: row.payload, recipient });
}

/** The hour it is in the edition's time zone. */
function localHour(timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(new Date()));
}

export async function handleNewsletterSend(request: Request): Promise<Response> {
  if (request.method !== 'POST') return errorResponse(405, 'Method not allowed.');
  const serviceKey = requireEnv('SUPABASE_SERVICE_ROLE_KEY');
  if (request.headers.get('authorization') !== `Bearer ${serviceKey}`) return errorResponse(401, 'Unauthorized.');
  const body = (await request.json().catch(() => ({}))) as { morningEdition?: boolean; force?: boolean };
  const supabase = createClient(requireEnv('SUPABASE_URL'), serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const siteName = env('SITE_NAME') || 'The Daily Chronicle';
  const links: NewsletterLinks = {
    siteName,
    siteUrl: (env('SITE_URL') || requireEnv('SUPABASE_URL')).replace(/\/+$/, ''),
    apiUrl: requireEnv('SUPABASE_URL').replace(/\/+$/, ''),
  };
  let queued = 0;
  const editionHour = Number(env('MORNING_EDITION_HOUR') || 6);
  if (body.morningEdition && (body.force || localHour(env('MORNING_EDITION_TZ') || 'Europe/London') === editionHour)) {
    const { data, error } = await supabase.rpc('newsletter_queue_morning_edition');
    if (error) throw error;
    queued = (data as { recipients: number; created: boolean }[])[0]?.created ? data[0].recipients : 0;
  }

  const port = Number(env('SMTP_PORT') || 465);
  const transport = nodemailer.createTransport({
    host: requireEnv('SMTP_HOST'),
    port,
    secure: port === 465,
    auth: env('SMTP_USER') ? { user: env('SMTP_USER'), pass: env('SMTP_PASS') } : undefined,
    pool: true,
    maxConnections: 4,
  });
  const from = env('SMTP_FROM')?.includes('<')
    ? env('SMTP_FROM')
    : `"${siteName}" <${env('SMTP_FROM') || 'no-reply@localhost'}>`;
  const started = Date.now();
  let sent = 0;
  let refused = 0;
  let more = false;
  try {
    while (Date.now() - started < BUDGET_MS) {
      const { data, error } = await supabase.rpc('newsletter_claim_deliveries', { batch_size: 50, lease_seconds: 120 });
      if (error) throw error;
      const rows = (data ?? []) as Claimed[];
      if (rows.length === 0) break;
      more = rows.length === 50;
      await Promise.all(
        rows.map(async (row) => {
          const mail = render(links, row);
          let failure: string | null = mail ? null : 'not subscribed';
          if (mail) {
            try {
              await transport.sendMail({
                from,
                to: mail.to,
                subject: mail.subject.replace(/[\r\n]+/g, ' '),
                html: mail.html,
                text: mail.text,
                headers: { ...mail.headers, 'X-Newsroom-Send': row.send_id },
                messageId: `<${row.send_id}.${row.subscriber_id}@${new URL(links.siteUrl).hostname}>`,
              });
              sent += 1;
            } catch (error) {
              failure = (error as Error).message;
              refused += 1;
            }
          }
          const retry =
            failure && failure !== 'not subscribed' ? (RETRY_DELAYS_SECONDS[row.attempts - 1] ?? null) : null;
          await supabase.rpc('newsletter_settle_delivery', {
            send_id: row.send_id,
            subscriber_id: row.subscriber_id,
            error: failure,
            retry_seconds: retry,
          });
        }),
      );
    }
  } finally {
    transport.close();
  }
  return json({ queued, sent, refused, more });
}

serve((request) =>
  handleNewsletterSend(request).catch((error: unknown) => {
    console.error('newsletter-send: failed', error);
    return errorResponse(500, 'Sending failed.');
  }),
);
