import { getSupabase, queryKeys, type Json, type LiveState } from '@newsroom/shared';
import type { StoryDocument } from '@newsroom/shared/document';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { writeProblem } from './livePostRules.ts';

export interface DeskStory {
  id: string;
  title: string;
  status: string;
  liveState: LiveState | null;
  version: number;
}

const DESK_STORIES_KEY = ['editor', 'live-desk-stories'] as const;

/** The stories an editor may run as live blogs: the live ones first, then the newest others. */
export function useDeskStories() {
  return useQuery({
    queryKey: DESK_STORIES_KEY,
    queryFn: async (): Promise<DeskStory[]> => {
      const { data, error } = await getSupabase()
        .from('news_stories')
        .select('id, title, status, live_state, version')
        .order('live_state', { ascending: true, nullsFirst: false })
        .order('created_at', { ascending: false })
        .limit(100);
      if (error) throw new Error('Failed to load stories', { cause: error });
      return data.map((row) => ({
        id: row.id,
        title: row.title,
        status: row.status,
        liveState: row.live_state === 'live' || row.live_state === 'ended' ? row.live_state : null,
        version: row.version,
      }));
    },
  });
}

/** A refused write carries the desk's words for it. */
const fail = (error: { code?: string; message?: string }): never => {
  throw new Error(writeProblem(error), { cause: error });
};

export interface PostDraft {
  title: string;
  /** The update as a livePost document: the database derives the post's text (body) from it. */
  document: StoryDocument;
  isKeyEvent: boolean;
  /** The uploaded image's public URL ('' for none) and its alt text. */
  imageUrl: string;
  imageAlt: string;
}

export function useLiveDeskWrites(storyId: string) {
  const queryClient = useQueryClient();
  const refreshPosts = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.livePosts(storyId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.liveHighlights(storyId) });
  };
  const posts = () => getSupabase().from('live_posts');

  const create = useMutation({
    mutationFn: async (draft: PostDraft) => {
      const { error } = await posts().insert({
        story_id: storyId,
        title: draft.title.trim() || null,
        document: draft.document as unknown as Json,
        is_key_event: draft.isKeyEvent,
        image_url: draft.imageUrl || null,
        image_alt: draft.imageUrl ? draft.imageAlt.trim() : null,
      });
      if (error) fail(error);
    },
    onSuccess: refreshPosts,
  });

  /** An edit names the version it started from: a newer save refuses it (PT409). */
  const update = useMutation({
    mutationFn: async ({ id, version, patch }: { id: string; version?: number; patch: Record<string, unknown> }) => {
      const { data, error } = await posts()
        .update({ ...patch, ...(version ? { version } : {}) })
        .eq('id', id)
        .select('id');
      if (error) fail(error);
      if (!data?.length) fail({ message: 'nothing changed' });
    },
    onSuccess: refreshPosts,
  });

  const remove = useMutation({
    mutationFn: async (id: string) => {
      const { error } = await posts().delete().eq('id', id);
      if (error) fail(error);
    },
    onSuccess: refreshPosts,
  });

  /** One pinned post per story (the database enforces it): the old one is unpinned first. */
  const pin = useMutation({
    mutationFn: async ({ id, pinned }: { id: string; pinned: boolean }) => {
      if (pinned) {
        const { error } = await posts().update({ is_pinned: false }).eq('story_id', storyId).eq('is_pinned', true);
        if (error) fail(error);
      }
      const { error } = await posts().update({ is_pinned: pinned }).eq('id', id);
      if (error) fail(error);
    },
    onSuccess: refreshPosts,
  });

  const setState = useMutation({
    mutationFn: async (liveState: LiveState | null) => {
      const { error } = await getSupabase().from('news_stories').update({ live_state: liveState }).eq('id', storyId);
      if (error) throw new Error('Could not change the live blog. Please try again.', { cause: error });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: DESK_STORIES_KEY });
      void queryClient.invalidateQueries({ queryKey: queryKeys.story(storyId) });
    },
  });

  return { create, update, remove, pin, setState };
}
