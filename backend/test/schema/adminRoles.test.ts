import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { createTestClient, uniqueEmail } from '../helpers/testBackend.ts';
import { PASSWORD, startApiWorld, type ApiWorld } from './apiWorld.ts';

// Several HTTP round trips per test against a backend on a shared, busy machine.
vi.setConfig({ testTimeout: 30_000 });

/**
 * The admin dashboard's Users and roles tab as supabase-js meets it: the admin-only directory
 * (admin_search_users), role changes (set_user_role and direct user_roles writes), the last-admin
 * rule and the audit trail (role_audit_log).
 */
let world: ApiWorld;

interface DirectoryRow {
  id: string;
  email: string;
  full_name: string | null;
  created_at: string;
  roles: string[];
  total_count: number;
}

interface AuditRow {
  action: string;
  role: string;
  target_user_id: string;
  target_email: string | null;
  actor_user_id: string | null;
  actor_email: string | null;
  created_at: string;
}

const LAST_ADMIN = 'The last admin cannot remove their own admin role.';
const FORBIDDEN = 'Unauthorized: Admin access required';

/** A new confirmed account (optionally with a role, written as the owner) and its signed-in client. */
async function newAccount(
  prefix: string,
  options: { role?: 'admin' | 'editor'; fullName?: string } = {},
): Promise<{ id: string; email: string; client: SupabaseClient }> {
  const email = uniqueEmail(prefix);
  const created = await world.service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: options.fullName ? { full_name: options.fullName } : undefined,
  });
  if (created.error || !created.data.user) throw new Error(`createUser failed: ${created.error?.message}`);
  const id = created.data.user.id;
  if (options.role) {
    await world.test.backend.db.query(`insert into public.user_roles (user_id, role) values ($1, $2)`, [
      id,
      options.role,
    ]);
  }
  const client = createTestClient(world.test.url, world.test.backend.anonKey);
  const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (signIn.error) throw new Error(`sign-in failed: ${signIn.error.message}`);
  return { id, email, client };
}

async function rolesOf(userId: string): Promise<string[]> {
  const { data, error } = await world.service.from('user_roles').select('role').eq('user_id', userId).order('role');
  if (error) throw error;
  return data.map((row: { role: string }) => row.role);
}

async function auditFor(targetUserId: string): Promise<AuditRow[]> {
  const { data, error } = await world.service
    .from('role_audit_log')
    .select('action, role, target_user_id, target_email, actor_user_id, actor_email, created_at')
    .eq('target_user_id', targetUserId)
    .order('created_at');
  if (error) throw error;
  return data as AuditRow[];
}

/** Admins currently in user_roles, read as the owner. */
async function adminIds(): Promise<string[]> {
  const { rows } = await world.test.backend.db.query<{ user_id: string }>(
    `select user_id from public.user_roles where role = 'admin' order by user_id`,
  );
  return rows.map((row) => row.user_id);
}

describe.each(databaseKinds())('admin roles [%s]', (database) => {
  beforeAll(async () => {
    world = await startApiWorld({ database });
  }, 180_000);

  afterAll(async () => {
    await world?.stop();
  });

  describe('admin_search_users', () => {
    it('lists every account with e-mail, name, created time and roles, for an admin', async () => {
      const named = await newAccount('named', { fullName: 'Tendai Moyo' });
      const { data, error } = await world.clients.admin.rpc('admin_search_users', { search: '', max_rows: 100 });
      expect(error).toBeNull();
      const rows = data as DirectoryRow[];
      const byId = new Map(rows.map((row) => [row.id, row]));
      expect(byId.get(world.userIds.admin)?.roles).toEqual(['admin']);
      expect(byId.get(world.userIds.editor)?.roles).toEqual(['editor']);
      expect(byId.get(world.userIds.reader)?.roles).toEqual([]);
      expect(byId.get(named.id)).toMatchObject({ email: named.email, full_name: 'Tendai Moyo', roles: [] });
      expect(Number.isNaN(Date.parse(byId.get(named.id)?.created_at ?? ''))).toBe(false);
      expect(rows.every((row) => Number(row.total_count) === rows.length)).toBe(true);
      const emails = rows.map((row) => row.email);
      expect(emails).toEqual([...emails].sort());
    });

    it('searches by part of the e-mail or name, case-insensitively, with % and _ taken literally', async () => {
      const target = await newAccount('Findme_Zz', { fullName: 'Rudo Chikwanha' });
      const byEmail = await world.clients.admin.rpc('admin_search_users', { search: 'FINDME_zz' });
      expect((byEmail.data as DirectoryRow[]).map((row) => row.id)).toEqual([target.id]);
      const byName = await world.clients.admin.rpc('admin_search_users', { search: 'chikwan' });
      expect((byName.data as DirectoryRow[]).map((row) => row.id)).toEqual([target.id]);
      const wildcard = await world.clients.admin.rpc('admin_search_users', { search: '%' });
      expect(wildcard.data).toEqual([]);
    });

    it('pages: max_rows (clamped to 100) and skip_rows, with the total of all matches', async () => {
      const all = (await world.clients.admin.rpc('admin_search_users', { search: '@example.com', max_rows: 100 }))
        .data as DirectoryRow[];
      expect(all.length).toBeGreaterThanOrEqual(4);
      const first = (await world.clients.admin.rpc('admin_search_users', { search: '@example.com', max_rows: 2 }))
        .data as DirectoryRow[];
      const second = (
        await world.clients.admin.rpc('admin_search_users', { search: '@example.com', max_rows: 2, skip_rows: 2 })
      ).data as DirectoryRow[];
      expect(first.map((row) => row.id)).toEqual(all.slice(0, 2).map((row) => row.id));
      expect(second.map((row) => row.id)).toEqual(all.slice(2, 4).map((row) => row.id));
      expect(Number(first[0].total_count)).toBe(all.length);
      const huge = await world.clients.admin.rpc('admin_search_users', { max_rows: 100_000 });
      expect(huge.error).toBeNull();
      expect((huge.data as DirectoryRow[]).length).toBeLessThanOrEqual(100);
    });

    it('refuses editors, plain users and visitors', async () => {
      for (const persona of ['editor', 'reader', 'anon'] as const) {
        const { data, error } = await world.clients[persona].rpc('admin_search_users', { search: '' });
        expect(error?.code, persona).toBe('42501');
        expect(data, persona).toBeNull();
      }
      const editor = await world.clients.editor.rpc('admin_search_users', { search: '' });
      expect(editor.error?.message).toBe(FORBIDDEN);
    });
  });

  describe('full name', () => {
    const TOO_LONG = 'Full name must be 100 characters or fewer.';
    const longName = `<b>${'x'.repeat(98)}</b>`;

    it('sign-up, PUT /user and the admin API all refuse a name over 100 characters or one that is not text', async () => {
      const client = createTestClient(world.test.url, world.test.backend.anonKey);
      const signUp = await client.auth.signUp({
        email: uniqueEmail('long-name'),
        password: PASSWORD,
        options: { data: { full_name: longName } },
      });
      expect(signUp.error?.status).toBe(422);
      expect(signUp.error?.message).toBe(TOO_LONG);
      const notText = await client.auth.signUp({
        email: uniqueEmail('object-name'),
        password: PASSWORD,
        options: { data: { full_name: { first: 'Ada' } } },
      });
      expect(notText.error?.message).toBe('Full name must be text.');

      const account = await newAccount('renamed', { fullName: 'Rudo Dube' });
      const renamed = await account.client.auth.updateUser({ data: { full_name: longName } });
      expect(renamed.error?.message).toBe(TOO_LONG);
      const byAdmin = await world.service.auth.admin.updateUserById(account.id, { user_metadata: { full_name: 7 } });
      expect(byAdmin.error?.message).toBe('Full name must be text.');
      const { data } = await world.service.auth.admin.getUserById(account.id);
      expect(data.user?.user_metadata.full_name).toBe('Rudo Dube');
    });

    it('a name of 100 characters, emoji counted as one, is kept as typed', async () => {
      const name = `${'é'.repeat(98)}🎉!`;
      const account = await newAccount('hundred', { fullName: name });
      const { data } = await world.service.auth.admin.getUserById(account.id);
      expect(data.user?.user_metadata.full_name).toBe(name);
    });
  });

  describe('set_user_role', () => {
    it('an admin grants editor to a plain user, who can then save a story; revoking takes it away', async () => {
      const plain = await newAccount('plain');
      const refusedBefore = await plain.client
        .from('news_stories')
        .insert({ title: 'Before the grant', summary: 'Body', author: 'Me', category: 'Feature' });
      expect(refusedBefore.error?.code).toBe('42501');

      const granted = await world.clients.admin.rpc('set_user_role', {
        target_user_id: plain.id,
        role_name: 'editor',
        enabled: true,
      });
      expect(granted).toMatchObject({ data: ['editor'], error: null });
      const saved = await plain.client
        .from('news_stories')
        .insert({ title: 'After the grant', summary: 'Body', author: 'Me', category: 'Feature' })
        .select('title')
        .single();
      expect(saved.error).toBeNull();
      expect(saved.data).toEqual({ title: 'After the grant' });

      const again = await world.clients.admin.rpc('set_user_role', {
        target_user_id: plain.id,
        role_name: 'editor',
        enabled: true,
      });
      expect(again.data).toEqual(['editor']);

      const revoked = await world.clients.admin.rpc('set_user_role', {
        target_user_id: plain.id,
        role_name: 'editor',
        enabled: false,
      });
      expect(revoked).toMatchObject({ data: [], error: null });
      const refusedAfter = await plain.client
        .from('news_stories')
        .insert({ title: 'After the revoke', summary: 'Body', author: 'Me', category: 'Feature' });
      expect(refusedAfter.error?.code).toBe('42501');
    });

    it('refuses editors, plain users and visitors, and changes nothing', async () => {
      const target = await newAccount('target');
      for (const persona of ['editor', 'reader', 'anon'] as const) {
        for (const role_name of ['editor', 'admin']) {
          const { error } = await world.clients[persona].rpc('set_user_role', {
            target_user_id: persona === 'anon' ? target.id : world.userIds[persona],
            role_name,
            enabled: true,
          });
          expect(error?.code, `${persona} ${role_name}`).toBe('42501');
        }
      }
      const demote = await world.clients.editor.rpc('set_user_role', {
        target_user_id: world.userIds.admin,
        role_name: 'admin',
        enabled: false,
      });
      expect(demote.error?.message).toBe(FORBIDDEN);
      expect(await rolesOf(target.id)).toEqual([]);
      expect(await rolesOf(world.userIds.reader)).toEqual([]);
      expect(await rolesOf(world.userIds.editor)).toEqual(['editor']);
      expect(await rolesOf(world.userIds.admin)).toEqual(['admin']);
    });

    it('refuses unknown roles, unknown users and granting yourself a role', async () => {
      const unknownRole = await world.clients.admin.rpc('set_user_role', {
        target_user_id: world.userIds.reader,
        role_name: 'owner',
        enabled: true,
      });
      expect(unknownRole.error?.code).toBe('22023');
      const unknownUser = await world.clients.admin.rpc('set_user_role', {
        target_user_id: '00000000-0000-4000-8000-0000000000ff',
        role_name: 'editor',
        enabled: true,
      });
      expect(unknownUser.error?.code).toBe('23503');
      const self = await world.clients.admin.rpc('set_user_role', {
        target_user_id: world.userIds.admin,
        role_name: 'editor',
        enabled: true,
      });
      expect(self.error).toMatchObject({ code: '42501', message: 'You cannot grant yourself a role.' });
    });

    it('direct writes to user_roles keep the same rules: editors cannot grant, admins can', async () => {
      const target = await newAccount('direct');
      const byEditor = await world.clients.editor.from('user_roles').insert({ user_id: target.id, role: 'editor' });
      expect(byEditor.error?.code).toBe('42501');
      const byAdmin = await world.clients.admin.from('user_roles').insert({ user_id: target.id, role: 'editor' });
      expect(byAdmin.error).toBeNull();
      expect(await rolesOf(target.id)).toEqual(['editor']);
    });
  });

  describe('the last admin', () => {
    it('cannot remove their own admin role, through the function or a direct delete', async () => {
      expect(await adminIds()).toEqual([world.userIds.admin]);
      const viaFunction = await world.clients.admin.rpc('set_user_role', {
        target_user_id: world.userIds.admin,
        role_name: 'admin',
        enabled: false,
      });
      expect(viaFunction.error).toMatchObject({ code: 'P0001', message: LAST_ADMIN });

      const viaDelete = await world.clients.admin
        .from('user_roles')
        .delete({ count: 'exact' })
        .eq('user_id', world.userIds.admin)
        .eq('role', 'admin');
      expect(viaDelete.error).toBeNull();
      expect(viaDelete.count).toBe(0);

      const viaUpdate = await world.clients.admin
        .from('user_roles')
        .update({ role: 'editor' }, { count: 'exact' })
        .eq('user_id', world.userIds.admin);
      expect(viaUpdate.count ?? 0).toBe(0);
      expect(await adminIds()).toEqual([world.userIds.admin]);
    });

    it('an admin may step down while another admin exists; then the other is the last one', async () => {
      const second = await newAccount('second-admin', { role: 'admin' });
      const stepDown = await second.client.rpc('set_user_role', {
        target_user_id: second.id,
        role_name: 'admin',
        enabled: false,
      });
      expect(stepDown).toMatchObject({ data: [], error: null });
      expect(await adminIds()).toEqual([world.userIds.admin]);
      const lastOne = await world.clients.admin.rpc('set_user_role', {
        target_user_id: world.userIds.admin,
        role_name: 'admin',
        enabled: false,
      });
      expect(lastOne.error?.message).toBe(LAST_ADMIN);
    });

    it('two admins revoking each other at the same moment leave one admin', async () => {
      const a = await newAccount('race-a', { role: 'admin' });
      const b = await newAccount('race-b', { role: 'admin' });
      // Demote the fixture admin's competition: only a and b are admins during the race.
      await world.test.backend.db.query(`delete from public.user_roles where user_id = $1 and role = 'admin'`, [
        world.userIds.admin,
      ]);
      try {
        const results = await Promise.all([
          a.client.from('user_roles').delete({ count: 'exact' }).eq('user_id', b.id).eq('role', 'admin'),
          b.client.from('user_roles').delete({ count: 'exact' }).eq('user_id', a.id).eq('role', 'admin'),
        ]);
        const succeeded = results.filter((result) => !result.error && result.count === 1);
        expect(succeeded).toHaveLength(1);
        expect((await adminIds()).length).toBe(1);
      } finally {
        await world.test.backend.db.query(`delete from public.user_roles where user_id in ($1, $2)`, [a.id, b.id]);
        await world.test.backend.db.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [
          world.userIds.admin,
        ]);
      }
    });
  });

  describe('role_audit_log', () => {
    it('records who changed whose role, what and when, for every path', async () => {
      const target = await newAccount('audited');
      const before = Date.now() - 60_000;
      await world.clients.admin.rpc('set_user_role', { target_user_id: target.id, role_name: 'editor', enabled: true });
      await world.clients.admin.rpc('set_user_role', { target_user_id: target.id, role_name: 'admin', enabled: true });
      await world.clients.admin.from('user_roles').delete().eq('user_id', target.id).eq('role', 'admin');
      await world.service.from('user_roles').insert({ user_id: target.id, role: 'admin' });

      const { data: admin } = await world.service.auth.admin.getUserById(world.userIds.admin);
      const rows = await auditFor(target.id);
      expect(
        rows.map(({ action, role, target_email, actor_user_id, actor_email }) => ({
          action,
          role,
          target_email,
          actor_user_id,
          actor_email,
        })),
      ).toEqual([
        {
          action: 'granted',
          role: 'editor',
          target_email: target.email,
          actor_user_id: world.userIds.admin,
          actor_email: admin.user?.email,
        },
        {
          action: 'granted',
          role: 'admin',
          target_email: target.email,
          actor_user_id: world.userIds.admin,
          actor_email: admin.user?.email,
        },
        {
          action: 'revoked',
          role: 'admin',
          target_email: target.email,
          actor_user_id: world.userIds.admin,
          actor_email: admin.user?.email,
        },
        // The service role (or the SQL editor) has no user: the actor is empty, the change still recorded.
        { action: 'granted', role: 'admin', target_email: target.email, actor_user_id: null, actor_email: null },
      ]);
      for (const row of rows) expect(Date.parse(row.created_at)).toBeGreaterThan(before);
      await world.service.from('user_roles').delete().eq('user_id', target.id);
    });

    it('admins read it; editors, plain users and visitors do not', async () => {
      const { data, error } = await world.clients.admin.from('role_audit_log').select('id').limit(5);
      expect(error).toBeNull();
      expect(data?.length).toBeGreaterThan(0);
      for (const persona of ['editor', 'reader'] as const) {
        const seen = await world.clients[persona].from('role_audit_log').select('id');
        expect(seen.error, persona).toBeNull();
        expect(seen.data, persona).toEqual([]);
      }
      const anon = await world.clients.anon.from('role_audit_log').select('id');
      expect(anon.error?.code).toBe('42501');
    });

    it('cannot be written, edited or erased through the API, not even by an admin', async () => {
      const forged = await world.clients.admin.from('role_audit_log').insert({
        action: 'granted',
        role: 'admin',
        target_user_id: world.userIds.reader,
      });
      expect(forged.error?.code).toBe('42501');
      const edited = await world.clients.admin
        .from('role_audit_log')
        .update({ role: 'editor' })
        .eq('target_user_id', world.userIds.reader);
      expect(edited.error?.code).toBe('42501');
      const erased = await world.clients.admin.from('role_audit_log').delete().neq('role', '');
      expect(erased.error?.code).toBe('42501');
    });
  });

  describe('site_settings: the default edition (decisions 181, 183)', () => {
    const defaultEdition = async () =>
      (await world.clients.anon.from('site_settings').select('default_edition').single()).data?.default_edition;

    it('anyone reads it; only an admin changes it, stamped, and the change purges every cached page', async () => {
      expect(await defaultEdition()).toBe('international');
      for (const persona of ['anon', 'reader', 'editor'] as const) {
        const refused = await world.clients[persona].rpc('set_default_edition', { edition: 'uk' });
        expect(refused.error?.code, persona).toBe('42501');
        const direct = await world.clients[persona]
          .from('site_settings')
          .update({ default_edition: 'uk' })
          .eq('id', true);
        expect(direct.error?.code, persona).toBe('42501');
      }
      expect(await defaultEdition()).toBe('international');
      const [{ last }] = (
        await world.test.backend.db.query<{ last: number | null }>(
          'select max(id)::int as last from public.page_purges',
        )
      ).rows;
      try {
        const changed = await world.clients.admin.rpc('set_default_edition', { edition: 'zimbabwe' });
        expect(changed).toMatchObject({ data: 'zimbabwe', error: null });
        expect(await defaultEdition()).toBe('zimbabwe');
        const stamp = await world.test.backend.db.query<{ updated_by: string }>(
          'select updated_by from public.site_settings',
        );
        expect(stamp.rows[0].updated_by).toBe(world.userIds.admin);
        const purges = await world.test.backend.db.query<{ keys: string[] }>(
          'select keys from public.page_purges where id > $1',
          [last ?? 0],
        );
        expect(purges.rows.map((row) => row.keys)).toEqual([['site']]);
      } finally {
        await world.clients.admin.rpc('set_default_edition', { edition: 'international' });
      }
    });

    it('refuses what is not an edition, a second row, a deletion, and hides who changed it', async () => {
      const garbage = await world.clients.admin.rpc('set_default_edition', { edition: '<script>' });
      expect(garbage.error?.code).toBe('23514');
      const second = await world.clients.admin.from('site_settings').insert({ id: false });
      expect(second.error?.code).toBe('42501');
      const gone = await world.clients.admin.from('site_settings').delete().eq('id', true);
      expect(gone.error?.code).toBe('42501');
      const stamp = await world.clients.admin.from('site_settings').select('updated_by');
      expect(stamp.error?.code).toBe('42501');
      expect(await defaultEdition()).toBe('international');
    });
  });
});
