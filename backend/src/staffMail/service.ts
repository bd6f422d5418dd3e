import { addressDigest, type Mailer } from '../mail/mailer.ts';
import type { Database } from '../db/database.ts';
import { noticeMail, type NoticeLinks, type StaffNotice } from './noticeMail.ts';

export interface StaffMailService {
  /** Mails every notice due now; resolves with the count sent (tests need not wait for the poll). */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

export interface StaffMailOptions {
  db: Pick<Database, 'query'>;
  mailer: Pick<Mailer, 'send'>;
  links: () => NoticeLinks;
  /** How often staff_notices is looked at for due mail (0: only when drain() is called). */
  pollMs: number;
  leaseSeconds?: number;
  retryDelaysSeconds?: readonly number[];
}

const RETRY_DELAYS_SECONDS = [10, 60, 300, 1800] as const;

// Claims a batch of due notices (several workers skip each other's rows; a killed one's lapse).
// mail_attempts, raised by each claim, is the claim's token for the re-check below.
const CLAIM = `
  with due as (
    select n.id from public.staff_notices n
     where n.mail_due_at <= now() and (n.mail_claimed_until is null or n.mail_claimed_until < now())
     order by n.id limit 50 for update skip locked
  )
  update public.staff_notices n
     set mail_claimed_until = now() + make_interval(secs => $1), mail_attempts = n.mail_attempts + 1
    from due
   where n.id = due.id
  returning n.id, n.mail_attempts`;
// Right before each send: the row is still ours (no other worker claimed it after our lease lapsed,
// nor sent it) and its lease is renewed for this one send; and whether its recipient is still staff.
const RECLAIM = `
  update public.staff_notices n
     set mail_claimed_until = now() + make_interval(secs => $3)
   where n.id = $1 and n.mail_attempts = $2 and n.mail_due_at is not null
  returning n.id, n.kind, n.story_id, n.title, n.note, n.mail_attempts,
            (select u.email::text from auth.users u where u.id = n.recipient_id) as email,
            exists (select 1 from public.user_roles r
                     where r.user_id = n.recipient_id and r.role in ('contributor', 'editor', 'admin')) as staff`;
const SENT = `update public.staff_notices
                 set mail_sent_at = now(), mail_due_at = null, mail_claimed_until = null, mail_error = null
               where id = $1`;
const REFUSED = `update public.staff_notices
                    set mail_error = $2, mail_claimed_until = null,
                        mail_due_at = case when $3::int is null then null else now() + make_interval(secs => $3::int) end
                  where id = $1`;

interface Claim {
  id: string | number;
  mail_attempts: number;
}

interface ClaimRow {
  id: string | number;
  kind: StaffNotice['kind'];
  story_id: string;
  title: string;
  note: string | null;
  mail_attempts: number;
  email: string | null;
  staff: boolean;
}

/** The backend's worker for staff_notices' mail: each notice mailed once, retried with a back-off. */
export function startStaffMailService(options: StaffMailOptions): StaffMailService {
  const { db, mailer } = options;
  const delays = options.retryDelaysSeconds ?? RETRY_DELAYS_SECONDS;
  const lease = options.leaseSeconds ?? 60;

  async function deliver(claim: Claim): Promise<boolean> {
    const id = Number(claim.id);
    const { rows } = await db.query<ClaimRow>(RECLAIM, [id, claim.mail_attempts, lease]);
    const row = rows[0];
    // Another worker took it over (our lease lapsed on a slow batch) or has sent it.
    if (!row) return false;
    // The account is gone (or has no address), or no longer staff: nothing to send, ever.
    if (!row.email || !row.staff) {
      await db.query(REFUSED, [id, row.email ? 'not staff' : 'no address', null]);
      return false;
    }
    const notice: StaffNotice = { ...row, id, storyId: row.story_id, email: row.email };
    try {
      await mailer.send(noticeMail(options.links(), notice));
    } catch (error) {
      const message = (error as Error).message.slice(0, 500);
      console.error(`[staff mail] ${row.kind} to ${addressDigest(row.email)} refused: ${message}`);
      await db.query(REFUSED, [id, message, delays[row.mail_attempts - 1] ?? null]);
      return false;
    }
    await db.query(SENT, [id]);
    return true;
  }

  // A schema without the table (the auth-only test fixture) has nothing to send. Asked at the first
  // drain, not at start: a rejection then has its caller.
  let hasNotices: Promise<boolean> | undefined;
  const tableExists = () =>
    (hasNotices ??= db
      .query<{ ok: boolean }>(`select to_regclass('public.staff_notices') is not null as ok`)
      .then(({ rows }) => rows[0]?.ok === true));

  async function drainOnce(): Promise<number> {
    if (!(await tableExists())) return 0;
    let sent = 0;
    for (;;) {
      const { rows } = await db.query<Claim>(CLAIM, [lease]);
      if (rows.length === 0) return sent;
      for (const row of rows) if (await deliver(row)) sent += 1;
    }
  }

  let current: Promise<number> = Promise.resolve(0);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const drain = () => {
    current = current.catch(() => 0).then(() => (stopped ? 0 : drainOnce()));
    return current;
  };
  const tick = () => {
    drain()
      .catch((error: unknown) => console.error(`[staff mail] sending failed: ${(error as Error).message}`))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.pollMs);
      });
  };
  if (options.pollMs > 0) timer = setTimeout(tick, options.pollMs);

  return {
    drain,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current.catch(() => 0);
    },
  };
}
