import { PGlite } from '@electric-sql/pglite';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pgliteSession } from '../db/pglite.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { startStaffMailService } from './service.ts';

// The columns of staff_notices, auth.users and user_roles the worker's SQL functions read
// (20261204100100), and the API roles their migration grants to.
const SCHEMA = `
  create role anon;
  create role authenticated;
  create role service_role;
  create schema auth;
  create table auth.users (id uuid primary key, email text);
  create table public.user_roles (user_id uuid not null, role text not null);
  create table public.staff_notices (
    id bigint generated always as identity primary key,
    recipient_id uuid not null,
    kind text not null,
    story_id uuid not null,
    title text not null,
    note text,
    mail_due_at timestamptz default now(),
    mail_claimed_until timestamptz,
    mail_attempts int not null default 0,
    mail_sent_at timestamptz,
    mail_error text
  );
  insert into auth.users values ('00000000-0000-0000-0000-000000000001', 'writer@example.com');
  insert into public.user_roles values ('00000000-0000-0000-0000-000000000001', 'contributor');`;

const MAIL_FUNCTIONS = '../../../supabase/migrations/20261205800100_staff_mail_functions.sql';

const LINKS = () => ({ siteName: 'The Daily Chronicle', siteUrl: 'https://chronicle.example' });

describe('startStaffMailService', () => {
  let pglite: PGlite;
  let db: ReturnType<typeof pgliteSession>;

  beforeAll(async () => {
    pglite = await PGlite.create();
    db = pgliteSession(pglite);
    await db.exec(SCHEMA);
    // The claim, re-check and marking the worker calls (shared with the staff-mail-send edge function).
    await db.exec(await readFile(new URL(MAIL_FUNCTIONS, import.meta.url), 'utf8'));
  });
  afterAll(async () => {
    await pglite.close();
  });
  beforeEach(async () => {
    await db.exec(`truncate public.staff_notices`);
    await db.exec(
      `insert into public.user_roles select '00000000-0000-0000-0000-000000000001', 'contributor'
        where not exists (select 1 from public.user_roles)`,
    );
  });

  const addNotices = (...titles: string[]) =>
    db.query(
      `insert into public.staff_notices (recipient_id, kind, story_id, title)
       select '00000000-0000-0000-0000-000000000001', 'assigned', gen_random_uuid(), t from unnest($1::text[]) t`,
      [titles],
    );

  it('sends nothing twice when its lease lapsed mid-batch and another worker took the rest', async () => {
    await addNotices('One', 'Two', 'Three');
    const sent: string[] = [];
    let release = () => {};
    let held: Promise<void> | undefined;
    let firstSendStarted = () => {};
    const started = new Promise<void>((resolve) => (firstSendStarted = resolve));
    const slowRelay = {
      async send(mail: OutgoingMail) {
        // The first mail hangs on the relay until released.
        if (!held) {
          held = new Promise<void>((resolve) => (release = resolve));
          firstSendStarted();
          await held;
        }
        sent.push(mail.subject);
      },
    };
    const fastRelay = { send: async (mail: OutgoingMail) => void sent.push(mail.subject) };
    const slow = startStaffMailService({ db, mailer: slowRelay, links: LINKS, pollMs: 0 });
    const fast = startStaffMailService({ db, mailer: fastRelay, links: LINKS, pollMs: 0 });

    const slowDrain = slow.drain();
    await started;
    // The slow relay outlasts the lease on the rows still waiting in its batch (time passing, set here).
    await db.exec(
      `update public.staff_notices set mail_claimed_until = now() - interval '1 second'
        where title <> 'One' and mail_sent_at is null`,
    );
    await fast.drain();
    release();
    await slowDrain;

    expect(sent.sort()).toEqual(['Assigned to you: One', 'Assigned to you: Three', 'Assigned to you: Two']);
    await Promise.all([slow.stop(), fast.stop()]);
  });

  it('closes, unsent, a notice whose recipient is no longer staff', async () => {
    await addNotices('Demoted');
    await db.exec(`delete from public.user_roles`);
    const sent: OutgoingMail[] = [];
    const worker = startStaffMailService({
      db,
      mailer: { send: async (mail) => void sent.push(mail) },
      links: LINKS,
      pollMs: 0,
    });
    expect(await worker.drain()).toBe(0);
    await worker.stop();
    expect(sent).toEqual([]);
    const { rows } = await db.query(`select mail_due_at, mail_sent_at, mail_error from public.staff_notices`);
    expect(rows).toEqual([{ mail_due_at: null, mail_sent_at: null, mail_error: 'not staff' }]);
  });
});
