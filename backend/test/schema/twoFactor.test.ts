import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { startApiWorld, type ApiWorld } from './apiWorld.ts';
import { enrol, staffAccount, stepUp } from './twoFactorSessions.ts';

// Several HTTP round trips per test on a shared, busy machine.
vi.setConfig({ testTimeout: 30_000 });

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Two-factor enforced by the database (migration 20261129150000): staff writes need aal2 once the
 * writer has a verified factor, or when an admin requires two-factor for their role.
 */
describe.each(databaseKinds())('two-factor enforced by row-level security [%s]', (database) => {
  let world: ApiWorld;
  let counter = 0;

  beforeAll(async () => {
    world = await startApiWorld({ database });
  }, 180_000);

  afterAll(async () => {
    await world?.stop();
  });

  const addStory = (client: SupabaseClient) =>
    client
      .from('news_stories')
      .insert({
        title: `Two-factor story ${++counter}`,
        summary: 'A paragraph.',
        author: 'Ed Itor',
        category: 'Feature',
        read_time: '3 min read',
      })
      .select('id')
      .maybeSingle();

  it('seeded-style accounts without a factor keep writing at aal1', async () => {
    const { error } = await addStory(world.clients.editor);
    expect(error).toBeNull();
  });

  it('an editor with a verified factor writes nothing at aal1 and everything at aal2', async () => {
    const editor = await staffAccount(world, 'editor');
    const { factorId, secret } = await enrol(await editor.signIn());
    const story = await addStory(world.clients.admin);
    const passwordOnly = await editor.signIn();

    const insert = await addStory(passwordOnly);
    expect(insert.error?.code).toBe('42501');
    const update = await passwordOnly
      .from('news_stories')
      .update({ title: 'Forged' })
      .eq('id', story.data!.id)
      .select();
    expect(update.data).toEqual([]);
    const remove = await passwordOnly.from('news_stories').delete().eq('id', story.data!.id).select();
    expect(remove.data).toEqual([]);
    const event = await passwordOnly.from('sports_categories').insert({ name: `Forged ${counter}` });
    expect(event.error?.code).toBe('42501');
    const upload = await passwordOnly.storage
      .from('blog-images')
      .upload(`two-factor/forged-${counter}.png`, PNG_1X1, { contentType: 'image/png' });
    expect(upload.error).not.toBeNull();
    // Story credits too (20261129170000): set_story_credits runs as the caller.
    const author = await world.clients.admin
      .from('authors')
      .insert({ name: 'Two Factor', slug: `two-factor-${counter}` })
      .select('id')
      .single();
    const credits = { story: story.data!.id, author_ids: [author.data!.id], tag_names: [`Two factor ${counter}`] };
    expect((await passwordOnly.rpc('set_story_credits', credits)).error?.code).toBe('42501');
    const byline = await passwordOnly.from('authors').insert({ name: 'Forged', slug: `forged-${counter}` });
    expect(byline.error?.code).toBe('42501');

    await stepUp(passwordOnly, factorId, secret, 1);
    expect((await addStory(passwordOnly)).error).toBeNull();
    const edited = await passwordOnly
      .from('news_stories')
      .update({ title: 'Edited' })
      .eq('id', story.data!.id)
      .select();
    expect(edited.data).toHaveLength(1);
    expect((await passwordOnly.rpc('set_story_credits', credits)).error).toBeNull();
    const uploaded = await passwordOnly.storage
      .from('blog-images')
      .upload(`two-factor/ok-${counter}.png`, PNG_1X1, { contentType: 'image/png' });
    expect(uploaded.error).toBeNull();
  });

  it('corrections and error-report triage need two-factor too when enrolled', async () => {
    const editor = await staffAccount(world, 'editor');
    const { factorId, secret } = await enrol(await editor.signIn());
    const story = await world.clients.admin
      .from('news_stories')
      .insert({
        title: `Two-factor correction ${++counter}`,
        summary: 'A paragraph.',
        author: 'Ed Itor',
        category: 'Feature',
        read_time: '3 min read',
        status: 'published',
        published_at: new Date(Date.now() - 60_000).toISOString(),
      })
      .select('id')
      .single();
    const storyId = story.data!.id;
    const report = await world.clients.anon
      .from('story_error_reports')
      .insert({ story_id: storyId, description: 'The date is wrong.' });
    expect(report.error).toBeNull();
    const note = { story_id: storyId, kind: 'correction', note: 'Correction: the date was 12 May.' };
    const passwordOnly = await editor.signIn();

    expect((await passwordOnly.from('story_corrections').insert(note)).error?.code).toBe('42501');
    const triaged = await passwordOnly
      .from('story_error_reports')
      .update({ status: 'in_progress' })
      .eq('story_id', storyId)
      .select('id');
    expect(triaged.data).toEqual([]);

    await stepUp(passwordOnly, factorId, secret, 1);
    expect((await passwordOnly.from('story_corrections').insert(note)).error).toBeNull();
    const done = await passwordOnly
      .from('story_error_reports')
      .update({ status: 'in_progress' })
      .eq('story_id', storyId)
      .select('id');
    expect(done.data).toHaveLength(1);
  });

  it('an admin with a factor grants no role at aal1', async () => {
    const admin = await staffAccount(world, 'admin');
    await enrol(await admin.signIn());
    const passwordOnly = await admin.signIn();
    const grant = await passwordOnly.from('user_roles').insert({ user_id: world.userIds.reader, role: 'editor' });
    expect(grant.error?.code).toBe('42501');
  });

  it('requiring two-factor for a role refuses its aal1 writes outright, audited; only admins set it', async () => {
    const editor = await staffAccount(world, 'editor');
    const client = await editor.signIn();
    const byEditor = await client
      .from('two_factor_requirements')
      .update({ required: true })
      .eq('role', 'editor')
      .select();
    expect(byEditor.data).toEqual([]);

    const set = await world.clients.admin
      .from('two_factor_requirements')
      .update({ required: true })
      .eq('role', 'editor')
      .select('role, required, updated_by')
      .single();
    expect(set.data).toEqual({ role: 'editor', required: true, updated_by: world.userIds.admin });
    try {
      expect((await client.rpc('two_factor_required_for_me')).data).toBe(true);
      expect((await addStory(client)).error?.code).toBe('42501');
      await enrol(client);
      expect((await addStory(client)).error).toBeNull();
    } finally {
      await world.clients.admin.from('two_factor_requirements').update({ required: false }).eq('role', 'editor');
    }
    expect((await addStory(world.clients.editor)).error).toBeNull();

    const log = await world.clients.admin
      .from('staff_access_log')
      .select('action, role, actor_user_id')
      .order('id', { ascending: false })
      .limit(2);
    expect(log.data).toEqual([
      { action: 'two_factor_not_required', role: 'editor', actor_user_id: world.userIds.admin },
      { action: 'two_factor_required', role: 'editor', actor_user_id: world.userIds.admin },
    ]);
    expect((await world.clients.editor.from('staff_access_log').select('id')).data).toEqual([]);
    const forged = await world.clients.admin
      .from('staff_access_log')
      .insert({ action: 'two_factor_required', role: 'admin' });
    expect(forged.error).not.toBeNull();
  });
});
