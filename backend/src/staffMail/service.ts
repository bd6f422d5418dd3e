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

// The claim, the re-check before a send and the marking are SQL functions (migration
// 20261205800100) shared with the hosted edge function staff-mail-send. A claim takes a batch of due
// notices (several workers skip each other's rows; a killed one's lapse) and raises mail_attempts,
// the claim's token; right before each send the row must still be ours (no other worker claimed it
// after our lease lapsed, nor sent it) and its lease is renewed for this one send.
const CLAIM = 'select id, mail_attempts from public.staff_mail_claim(50, $1)';
const RECLAIM = 'select * from public.staff_mail_reclaim($1, $2, $3)';
const SETTLE = 'select public.staff_mail_settle($1, $2, $3)';

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
      await db.query(SETTLE, [id, row.email ? 'not staff' : 'no address', null]);
      return false;
    }
    const notice: StaffNotice = { ...row, id, storyId: row.story_id, email: row.email };
    try {
      await mailer.send(noticeMail(options.links(), notice));
    } catch (error) {
      const message = (error as Error).message.slice(0, 500);
      console.error(`[staff mail] ${row.kind} to ${addressDigest(row.email)} refused: ${message}`);
      await db.query(SETTLE, [id, message, delays[row.mail_attempts - 1] ?? null]);
      return false;
    }
    await db.query(SETTLE, [id, null, null]);
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
