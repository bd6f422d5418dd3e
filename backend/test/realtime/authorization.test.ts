import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { startFixtureBackend, type FixtureBackend } from '../storage/fixtureBackend.ts';
import { RawSocket } from './wsClient.ts';

/**
 * Realtime Authorization as hosted Supabase does it: private channels are joined only when the RLS
 * policies on realtime.messages let the user select (read) a message of the topic, and broadcast or
 * track presence only when they let the user insert one. Policies as the Supabase docs write them.
 */

const ALICE = '11111111-1111-4111-8111-111111111111'; // member of room:staff, may send
const CAROL = '33333333-3333-4333-8333-333333333333'; // member of room:staff, listens only
const BOB = '22222222-2222-4222-8222-222222222222'; // no membership

const MIGRATION = `
create table public.room_members (room text, user_id uuid, can_send boolean not null default false,
  primary key (room, user_id));
alter table public.room_members enable row level security;
create policy "own memberships" on public.room_members for select to authenticated
  using (user_id = (select auth.uid()));
grant select on public.room_members to authenticated;
grant all on public.room_members to service_role;
insert into public.room_members values ('room:staff', '${ALICE}', true), ('room:staff', '${CAROL}', false);

create policy "members listen" on realtime.messages for select to authenticated using (
  exists (select 1 from public.room_members m
          where m.room = (select realtime.topic()) and m.user_id = (select auth.uid())));
create policy "senders send" on realtime.messages for insert to authenticated with check (
  realtime.messages.extension = 'broadcast' and exists (select 1 from public.room_members m
    where m.room = (select realtime.topic()) and m.user_id = (select auth.uid()) and m.can_send));
create policy "anyone listens to news" on realtime.messages for select to anon, authenticated using (
  (select realtime.topic()) = 'news' and realtime.messages.extension = 'broadcast');
create table public.lobby_bans (user_id uuid primary key);
grant select, insert, delete on public.lobby_bans to authenticated, service_role;
create policy "signed-in hear the lobby" on realtime.messages for select to authenticated using (
  (select realtime.topic()) = 'lobby' and realtime.messages.extension = 'broadcast');
create policy "signed-in see the lobby" on realtime.messages for select to authenticated using (
  (select realtime.topic()) = 'lobby' and realtime.messages.extension = 'presence'
  and not exists (select 1 from public.lobby_bans b where b.user_id = (select auth.uid())));
create policy "signed-in join the lobby" on realtime.messages for insert to authenticated with check (
  (select realtime.topic()) = 'lobby' and realtime.messages.extension = 'presence');
create policy "a broken policy" on realtime.messages for select to anon using (
  case when (select realtime.topic()) = 'broken' then (select realtime.topic())::int = 1 else false end);
`;

const refused = (topic: string) => ({
  status: 'error',
  response: { reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}` },
});

const eventually = <T>(assertion: () => T) => vi.waitFor(assertion, { timeout: 5_000, interval: 20 });

for (const database of databaseKinds()) {
  describe(`realtime authorization [${database}]`, () => {
    let backend: FixtureBackend;
    /** A fresh client per channel: supabase-js keeps one channel per topic and client. */
    const as = async (user?: string) => backend.client(user ? await backend.userToken(user) : undefined);

    /** Joins through supabase-js; resolves with the status, and the error text when refused. */
    function join(channel: RealtimeChannel): Promise<{ status: string; error?: string }> {
      return new Promise((resolve) => {
        channel.subscribe((status, error) => {
          if (status === 'SUBSCRIBED') resolve({ status });
          if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') resolve({ status, error: error?.message });
        });
      });
    }

    /** A private channel that records the broadcasts it hears. */
    async function listener(client: SupabaseClient, topic: string, self = false) {
      const heard: unknown[] = [];
      const channel = client
        .channel(topic, { config: { private: true, broadcast: { self, ack: true } } })
        .on('broadcast', { event: 'say' }, (message) => heard.push(message.payload));
      expect(await join(channel)).toEqual({ status: 'SUBSCRIBED' });
      return { channel, heard };
    }

    /**
     * Proves that nothing was relayed to `to` before this point: the attacker's frames were handled
     * (its heartbeat answered, so its socket's earlier frames too), then `to` hears its own marker,
     * which travels on its socket after anything relayed to it earlier.
     */
    async function barrier(attacker: RawSocket, to: { channel: RealtimeChannel; heard: unknown[] }) {
      await attacker.reply(attacker.push('phoenix', 'heartbeat', {}));
      expect(await to.channel.send({ type: 'broadcast', event: 'say', payload: 'marker' })).toBe('ok');
      await eventually(() => expect(to.heard).toContain('marker'));
    }

    beforeAll(async () => {
      backend = await startFixtureBackend({ database, migration: MIGRATION });
    }, 180_000);

    afterAll(() => backend?.dispose());

    it('joins a private channel only when a select policy allows it, with hosted Realtime’s refusal', async () => {
      const reason = refused('room:staff').response.reason;
      expect(await join((await as()).channel('room:staff', { config: { private: true } }))).toMatchObject({
        status: 'CHANNEL_ERROR',
        error: expect.stringContaining(reason),
      });
      expect(await join((await as(BOB)).channel('room:staff', { config: { private: true } }))).toMatchObject({
        status: 'CHANNEL_ERROR',
        error: expect.stringContaining(reason),
      });
      const carol = await as(CAROL);
      expect(await join(carol.channel('room:staff', { config: { private: true } }))).toEqual({ status: 'SUBSCRIBED' });
      expect(await join((await as()).channel('news', { config: { private: true } }))).toEqual({ status: 'SUBSCRIBED' });

      // The exact reply, as the wire carries it; a failing policy is a refusal too (RlsPolicyError).
      const socket = await RawSocket.open(backend.url, backend.anonKey);
      try {
        const staff = socket.push('realtime:room:staff', 'phx_join', { config: { private: true } });
        expect((await socket.reply(staff))[4]).toEqual(refused('room:staff'));
        const broken = socket.push('realtime:broken', 'phx_join', { config: { private: true } });
        expect((await socket.reply(broken))[4]).toEqual(refused('broken'));
        // Public channels are not checked at all.
        const open = socket.push('realtime:room:staff', 'phx_join', { config: { private: false } });
        expect((await socket.reply(open))[4]).toMatchObject({ status: 'ok' });
      } finally {
        socket.close();
      }
      // The probes were rolled back and the connection is the backend's again.
      const { rows } = await backend.db.query<{ count: string; who: string; topic: string | null }>(
        "select count(*) as count, current_user as who, current_setting('realtime.topic', true) as topic from realtime.messages",
      );
      expect(rows[0]).toMatchObject({ count: '0', who: expect.not.stringMatching(/^(anon|authenticated)$/) });
      expect(rows[0].topic ?? '').toBe('');
    });

    it('relays a broadcast only when an insert policy allows it; others are dropped unheard', async () => {
      const aliceHears = await listener(await as(ALICE), 'room:staff', true);
      const carolHears = await listener(await as(CAROL), 'room:staff');
      expect(await aliceHears.channel.send({ type: 'broadcast', event: 'say', payload: 'from alice' })).toBe('ok');
      await eventually(() => expect(carolHears.heard).toEqual(['from alice']));

      // Carol may listen but not send: hosted drops it without an answer, so ack times out.
      const carolSends = (await as(CAROL)).channel('room:staff', {
        config: { private: true, broadcast: { ack: true } },
      });
      expect(await join(carolSends)).toEqual({ status: 'SUBSCRIBED' });
      expect(await carolSends.send({ type: 'broadcast', event: 'say', payload: 'from carol' }, { timeout: 300 })).toBe(
        'timed out',
      );

      // The attacker's way: a raw socket, anon key, the same topic private and public, text and binary.
      const attacker = await RawSocket.open(backend.url, backend.anonKey);
      try {
        const privateJoin = attacker.push('realtime:room:staff', 'phx_join', { config: { private: true } });
        expect((await attacker.reply(privateJoin))[4]).toEqual(refused('room:staff'));
        const publicJoin = attacker.push('realtime:room:staff', 'phx_join', { config: {} }, null);
        expect((await attacker.reply(publicJoin))[4]).toMatchObject({ status: 'ok' });
        attacker.push(
          'realtime:room:staff',
          'broadcast',
          { type: 'broadcast', event: 'say', payload: 'spoof' },
          publicJoin,
        );
        attacker.sendBinaryBroadcast(publicJoin, 'realtime:room:staff', 'say', 'spoof (binary)');
        await barrier(attacker, aliceHears);
        await eventually(() => expect(carolHears.heard).toContain('marker'));
      } finally {
        attacker.close();
      }
      expect(carolHears.heard).toEqual(['from alice', 'marker']);
      expect(aliceHears.heard).toEqual(['from alice', 'marker']);
    });

    it('tracks presence only where an insert policy allows it, and shows it only to readers of presence', async () => {
      const seen: string[][] = [];
      const watcher = (await as(BOB)).channel('lobby', { config: { private: true, presence: { key: 'bob' } } });
      watcher.on('presence', { event: 'sync' }, () => seen.push(Object.keys(watcher.presenceState()).sort()));
      expect(await join(watcher)).toEqual({ status: 'SUBSCRIBED' });
      const member = (await as(ALICE)).channel('lobby', { config: { private: true, presence: { key: 'alice' } } });
      member.on('presence', { event: 'sync' }, () => undefined);
      expect(await join(member)).toEqual({ status: 'SUBSCRIBED' });
      expect(await member.track({ online: true })).toBe('ok');
      await eventually(() => expect(seen.at(-1)).toEqual(['alice']));

      // news: anyone may listen to broadcasts, nobody may track there.
      const newsReader = (await as()).channel('news', { config: { private: true, presence: { key: 'anon' } } });
      newsReader.on('presence', { event: 'sync' }, () => undefined);
      expect(await join(newsReader)).toEqual({ status: 'SUBSCRIBED' });
      expect(await newsReader.track({ online: true })).toBe('error');
      expect(await join((await as()).channel('lobby', { config: { private: true } }))).toMatchObject({
        status: 'CHANNEL_ERROR',
      });
    });

    it('re-checks a private channel when its token changes, and closes it when read access is gone', async () => {
      const socket = await RawSocket.open(backend.url, backend.anonKey);
      try {
        const token = await backend.userToken(CAROL);
        const ref = socket.push('realtime:room:staff', 'phx_join', { config: { private: true }, access_token: token });
        expect((await socket.reply(ref))[4]).toMatchObject({ status: 'ok' });
        await backend.db.query('delete from public.room_members where user_id = $1', [CAROL]);
        socket.push(
          'realtime:room:staff',
          'access_token',
          { access_token: await backend.userToken(CAROL, { expiresIn: 7200 }) },
          ref,
        );
        const [, , , , system] = await socket.waitFor((frame) => frame[3] === 'system');
        expect(system).toEqual({
          extension: 'system',
          status: 'error',
          message: 'You do not have permissions to read from this Channel topic: room:staff',
          channel: 'room:staff',
        });
        await socket.waitFor((frame) => frame[2] === 'realtime:room:staff' && frame[3] === 'phx_close');
      } finally {
        socket.close();
        await backend.db.query("insert into public.room_members values ('room:staff', $1, false)", [CAROL]);
      }
    });

    it('closes a private channel when a new token loses one of the reads it had', async () => {
      const socket = await RawSocket.open(backend.url, backend.anonKey);
      try {
        const ref = socket.push('realtime:lobby', 'phx_join', {
          config: { private: true },
          access_token: await backend.userToken(BOB),
        });
        expect((await socket.reply(ref))[4]).toMatchObject({ status: 'ok' });
        await backend.db.query('insert into public.lobby_bans values ($1)', [BOB]);
        const renewed = await backend.userToken(BOB, { expiresIn: 7200 });
        socket.push('realtime:lobby', 'access_token', { access_token: renewed }, ref);
        const [, , , , system] = await socket.waitFor((frame) => frame[3] === 'system');
        expect(system).toMatchObject({
          status: 'error',
          message: 'You no longer have permission to read from this Channel topic: lobby',
        });
        await socket.waitFor((frame) => frame[2] === 'realtime:lobby' && frame[3] === 'phx_close');
      } finally {
        socket.close();
        await backend.db.query('delete from public.lobby_bans where user_id = $1', [BOB]);
      }
    });
  });
}
