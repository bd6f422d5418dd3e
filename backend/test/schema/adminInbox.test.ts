import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { startApiWorld, type ApiWorld } from './apiWorld.ts';

// Several HTTP round trips per test against a backend on a shared, busy machine.
vi.setConfig({ testTimeout: 30_000 });

/**
 * The admin dashboard's contact inbox (read/archived marks on contact_messages) and the URL rules
 * for ads and live events, as supabase-js meets them.
 */
interface InboxRow {
  id: string;
  name: string;
  message: string;
  read_at: string | null;
  archived_at: string | null;
}

describe.each(databaseKinds())('admin inbox and URLs [%s]', (database) => {
  let world: ApiWorld;

  beforeAll(async () => {
    world = await startApiWorld({ database });
  }, 180_000);

  afterAll(async () => {
    await world?.stop();
  });

  /** A message as a visitor sends it; returns its id (read back as the owner). */
  async function sendMessage(email: string, extra: Record<string, unknown> = {}): Promise<string> {
    const { error } = await world.clients.anon
      .from('contact_messages')
      .insert({ name: 'Visitor', email, message: 'Hello newsroom', ...extra });
    if (error) throw new Error(`insert failed: ${error.message}`);
    const { data } = await world.service.from('contact_messages').select('id').eq('email', email).single();
    return (data as { id: string }).id;
  }

  async function marksOf(id: string): Promise<Pick<InboxRow, 'read_at' | 'archived_at'>> {
    const { data } = await world.service.from('contact_messages').select('read_at, archived_at').eq('id', id).single();
    return data as Pick<InboxRow, 'read_at' | 'archived_at'>;
  }

  describe('contact inbox', () => {
    it('a visitor cannot send a message already read or archived', async () => {
      const id = await sendMessage('sneaky@example.com', {
        read_at: '2020-01-01T00:00:00Z',
        archived_at: '2020-01-01T00:00:00Z',
      });
      expect(await marksOf(id)).toEqual({ read_at: null, archived_at: null });
    });

    it('an admin marks a message read and unread, stamped with the server clock', async () => {
      const id = await sendMessage('read-me@example.com');
      const before = Date.now() - 60_000;
      const read = await world.clients.admin
        .from('contact_messages')
        .update({ read_at: '1999-01-01T00:00:00Z' })
        .eq('id', id)
        .select('read_at')
        .single();
      expect(read.error).toBeNull();
      const readAt = Date.parse((read.data as { read_at: string }).read_at);
      expect(readAt).toBeGreaterThan(before);

      const again = await world.clients.admin
        .from('contact_messages')
        .update({ read_at: new Date().toISOString() })
        .eq('id', id)
        .select('read_at')
        .single();
      expect(Date.parse((again.data as { read_at: string }).read_at)).toBe(readAt);

      const unread = await world.clients.admin.from('contact_messages').update({ read_at: null }).eq('id', id);
      expect(unread.error).toBeNull();
      expect((await marksOf(id)).read_at).toBeNull();
    });

    it('an admin archives and restores a message; the inbox lists the rest newest first with an unread count', async () => {
      const older = await sendMessage('older@example.com');
      const newer = await sendMessage('newer@example.com');
      const archived = await world.clients.admin
        .from('contact_messages')
        .update({ archived_at: new Date().toISOString() })
        .eq('id', older);
      expect(archived.error).toBeNull();
      expect((await marksOf(older)).archived_at).not.toBeNull();

      const inbox = await world.clients.admin
        .from('contact_messages')
        .select('id')
        .is('archived_at', null)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false });
      const ids = (inbox.data as { id: string }[]).map((row) => row.id);
      expect(ids).toContain(newer);
      expect(ids).not.toContain(older);
      const unread = await world.clients.admin
        .from('contact_messages')
        .select('id', { count: 'exact', head: true })
        .is('archived_at', null)
        .is('read_at', null);
      expect(unread.count).toBe(ids.length);

      await world.clients.admin.from('contact_messages').update({ archived_at: null }).eq('id', older);
      expect((await marksOf(older)).archived_at).toBeNull();
    });

    it('nobody, not even an admin, rewrites what a visitor wrote', async () => {
      const id = await sendMessage('original@example.com');
      for (const patch of [{ message: 'Edited' }, { name: 'Someone else' }, { created_at: '2020-01-01T00:00:00Z' }]) {
        const { error } = await world.clients.admin.from('contact_messages').update(patch).eq('id', id);
        expect(error?.code, JSON.stringify(patch)).toBe('42501');
      }
      const { data } = await world.service.from('contact_messages').select('name, message').eq('id', id).single();
      expect(data).toEqual({ name: 'Visitor', message: 'Hello newsroom' });
    });

    it('editors, plain users and visitors cannot read or mark messages', async () => {
      const id = await sendMessage('private@example.com');
      for (const persona of ['editor', 'reader'] as const) {
        const seen = await world.clients[persona].from('contact_messages').select('id').eq('id', id);
        expect(seen.data, persona).toEqual([]);
        const marked = await world.clients[persona]
          .from('contact_messages')
          .update({ read_at: new Date().toISOString() }, { count: 'exact' })
          .eq('id', id);
        expect(marked.count ?? 0, persona).toBe(0);
      }
      const anon = await world.clients.anon
        .from('contact_messages')
        .update({ archived_at: new Date().toISOString() })
        .eq('id', id);
      expect(anon.error?.code).toBe('42501');
      expect(await marksOf(id)).toEqual({ read_at: null, archived_at: null });
    });
  });

  describe('URLs readers follow', () => {
    const ad = (link_url: string | null, image_url = 'https://cdn.example.com/ad.png') => ({
      title: 'URL probe',
      image_url,
      link_url,
      position: 'sidebar',
    });

    it('an ad link is an http(s) URL or a path on this site; anything else is a check violation', async () => {
      for (const link of ['https://shop.example.com/offer', 'http://example.org', '/advertise', null, '']) {
        const { error } = await world.clients.admin.from('advertisements').insert(ad(link));
        expect(error, String(link)).toBeNull();
      }
      for (const link of [
        'javascript:alert(1)',
        'JAVASCRIPT:alert(1)',
        'data:text/html,hi',
        '//evil.example',
        'mailto:a@b.c',
        'https://a b',
      ]) {
        const { error } = await world.clients.admin.from('advertisements').insert(ad(link));
        expect(error, link).toMatchObject({ code: '23514' });
        expect(error?.message, link).toContain('advertisements_link_url_http');
      }
      const image = await world.clients.admin.from('advertisements').insert(ad(null, 'javascript:alert(1)'));
      expect(image.error?.message).toContain('advertisements_image_url_http');
    });

    it('every stored ad link satisfies the rule: the check is validated, old rows included', async () => {
      const { rows } = await world.test.backend.db.query<{ convalidated: boolean }>(
        `select convalidated from pg_constraint where conname = 'advertisements_link_url_http'`,
      );
      expect(rows).toEqual([{ convalidated: true }]);
    });

    it('an event stream and thumbnail are http(s) URLs or empty', async () => {
      const event = (stream_url: string | null, thumbnail_url: string | null = null) => ({
        title: 'URL probe',
        scheduled_start: new Date().toISOString(),
        stream_url,
        thumbnail_url,
      });
      expect((await world.clients.editor.from('sports_events').insert(event('https://youtu.be/x'))).error).toBeNull();
      expect((await world.clients.editor.from('sports_events').insert(event(null))).error).toBeNull();
      const stream = await world.clients.editor.from('sports_events').insert(event('javascript:alert(1)'));
      expect(stream.error?.message).toContain('sports_events_stream_url_http');
      const thumb = await world.clients.editor
        .from('sports_events')
        .insert(event(null, 'data:image/svg+xml,<svg onload=alert(1)>'));
      expect(thumb.error?.message).toContain('sports_events_thumbnail_url_http');
    });
  });
});
