// POST with the service role key -> 200 {sent, refused, skipped, more}
// Staff notices' mail on hosted Supabase (decision 190 "Mail"), where the local backend's staffMail
// worker does not run: called every minute by Supabase Cron (pg_cron + pg_net; the SQL is in
// docs/product/mail.md#hosted-schedule). It claims, re-checks and marks through the same database
// functions as that worker (staff_mail_claim, staff_mail_reclaim, staff_mail_settle), so two drains
// at once never send a notice twice, retries after 10 s, 1 min, 5 min, 30 min, and stops claiming
// after 50 seconds. SMTP settings are the function's secrets, as newsletter-send's (SMTP_HOST,
// SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_FROM, SITE_URL, SITE_NAME); use port 465 (TLS) on hosted.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import nodemailer from 'nodemailer';
import { errorResponse, json } from '../_shared/http.ts';
import { requireEnv, serve } from '../_shared/runtime.ts';
import { noticeMail, type NoticeLinks, type StaffNotice } from '../_shared/staffNoticeMail.ts';

const env = (name: string) =>
  (globalThis as unknown as { Deno: { env: { get(n: string): string | undefined } } }).Deno.env.get(name);
const RETRY_DELAYS_SECONDS = [10, 60, 300, 1800];
const BUDGET_MS = 50_000;
const BATCH = 50;
const LEASE_SECONDS = 60;

interface Claim {
  id: number;
  mail_attempts: number;
}

interface Reclaimed extends Claim {
  kind: StaffNotice['kind'];
  story_id: string;
  title: string;
  note: string | null;
  email: string | null;
  staff: boolean;
}

type Outcome = 'sent' | 'refused' | 'skipped';

async function settle(supabase: SupabaseClient, id: number, error: string | null, retry: number | null) {
  const { error: failed } = await supabase.rpc('staff_mail_settle', {
    notice_id: id,
    error,
    retry_seconds: retry,
  });
  if (failed) throw failed;
}

/** One claimed notice: still ours and its recipient still staff, then mailed and marked. */
async function deliver(
  supabase: SupabaseClient,
  send: (notice: StaffNotice) => Promise<unknown>,
  claim: Claim,
): Promise<Outcome> {
  const { data, error } = await supabase.rpc('staff_mail_reclaim', {
    notice_id: claim.id,
    attempts: claim.mail_attempts,
    lease_seconds: LEASE_SECONDS,
  });
  if (error) throw error;
  const row = ((data ?? []) as Reclaimed[])[0];
  // Another drain took it over (our lease lapsed) or has sent it.
  if (!row) return 'skipped';
  if (!row.email || !row.staff) {
    await settle(supabase, row.id, row.email ? 'not staff' : 'no address', null);
    return 'skipped';
  }
  try {
    await send({
      id: row.id,
      kind: row.kind,
      storyId: row.story_id,
      title: row.title,
      note: row.note,
      email: row.email,
    });
  } catch (failure) {
    const message = (failure as Error).message.slice(0, 500);
    await settle(supabase, row.id, message, RETRY_DELAYS_SECONDS[row.mail_attempts - 1] ?? null);
    return 'refused';
  }
  await settle(supabase, row.id, null, null);
  return 'sent';
}

export async function handleStaffMailSend(request: Request): Promise<Response> {
  if (request.method !== 'POST') return errorResponse(405, 'Method not allowed.');
  const serviceKey = requireEnv('SUPABASE_SERVICE_ROLE_KEY');
  if (request.headers.get('authorization') !== `Bearer ${serviceKey}`) return errorResponse(401, 'Unauthorized.');
  const supabase = createClient(requireEnv('SUPABASE_URL'), serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const siteName = env('SITE_NAME') || 'The Daily Chronicle';
  const links: NoticeLinks = {
    siteName,
    siteUrl: (env('SITE_URL') || requireEnv('SUPABASE_URL')).replace(/\/+$/, ''),
  };
  const port = Number(env('SMTP_PORT') || 465);
  const transport = nodemailer.createTransport({
    host: requireEnv('SMTP_HOST'),
    port,
    secure: port === 465,
    auth: env('SMTP_USER') ? { user: env('SMTP_USER'), pass: env('SMTP_PASS') } : undefined,
  });
  const from = env('SMTP_FROM')?.includes('<')
    ? env('SMTP_FROM')
    : `"${siteName}" <${env('SMTP_FROM') || 'no-reply@localhost'}>`;
  const send = (notice: StaffNotice) => transport.sendMail({ from, ...noticeMail(links, notice) });
  const counts: Record<Outcome, number> = { sent: 0, refused: 0, skipped: 0 };
  let more = false;
  const started = Date.now();
  try {
    while (Date.now() - started < BUDGET_MS) {
      const { data, error } = await supabase.rpc('staff_mail_claim', {
        batch_size: BATCH,
        lease_seconds: LEASE_SECONDS,
      });
      if (error) throw error;
      const claims = (data ?? []) as Claim[];
      if (claims.length === 0) break;
      more = claims.length === BATCH;
      // One by one: the lease covers one send (the re-check renews it right before it).
      for (const claim of claims) counts[await deliver(supabase, send, claim)] += 1;
    }
  } finally {
    transport.close();
  }
  return json({ ...counts, more });
}

serve((request) =>
  handleStaffMailSend(request).catch((error: unknown) => {
    console.error('staff-mail-send: failed', error);
    return errorResponse(500, 'Sending failed.');
  }),
);
