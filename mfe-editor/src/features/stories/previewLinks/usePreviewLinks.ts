import { getSupabase } from '@newsroom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** A story's preview link as staff see it: never its token, which only its creator saw once. */
export interface PreviewLink {
  id: string;
  createdAt: string;
  expiresAt: string;
}

/** A link just made: its token is known now and never again (decision 176). */
export interface CreatedPreviewLink extends PreviewLink {
  url: string;
}

/** The expiries the console offers, in hours; 24 is the default. */
export const PREVIEW_EXPIRIES = [
  { hours: 1, label: '1 hour' },
  { hours: 24, label: '24 hours' },
  { hours: 168, label: '7 days' },
] as const;

export const DEFAULT_PREVIEW_HOURS = 24;

/** The newest active links the form lists: one query costs the same however many were made. */
export const PREVIEW_LINKS_SHOWN = 20;

const linksKey = (storyId: string) => ['story-preview-links', storyId] as const;

/** The reader's address of a preview token. */
export const previewUrl = (token: string, origin = window.location.origin) => `${origin}/preview/${token}`;

async function fetchActiveLinks(storyId: string): Promise<PreviewLink[]> {
  const { data, error } = await getSupabase()
    .from('story_preview_links')
    .select('id, created_at, expires_at')
    .eq('story_id', storyId)
    .is('revoked_at', null)
    .gt('expires_at', new Date().toISOString())
    .order('created_at', { ascending: false })
    .limit(PREVIEW_LINKS_SHOWN);
  if (error) throw new Error('The preview links could not be loaded.', { cause: error });
  return (data ?? []).map((row) => ({ id: row.id, createdAt: row.created_at, expiresAt: row.expires_at }));
}

async function createLink(storyId: string, hours: number): Promise<CreatedPreviewLink> {
  const { data, error } = await getSupabase()
    .rpc('create_story_preview_link', { story: storyId, expires_in_hours: hours })
    .single();
  if (error || !data) throw new Error(error?.message ?? 'The preview link was not created.', { cause: error });
  const row = data as { id: string; token: string; expires_at: string };
  return { id: row.id, createdAt: new Date().toISOString(), expiresAt: row.expires_at, url: previewUrl(row.token) };
}

async function revokeLink(id: string): Promise<void> {
  const { error } = await getSupabase().rpc('revoke_story_preview_link', { link: id });
  if (error) throw new Error(error.message, { cause: error });
}

/** A saved story's active preview links, and creating and revoking them. */
export function usePreviewLinks(storyId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: linksKey(storyId) });
  const links = useQuery({
    queryKey: linksKey(storyId),
    queryFn: () => fetchActiveLinks(storyId),
    meta: { errorMessage: 'The preview links could not be loaded.' },
  });
  const create = useMutation({ mutationFn: (hours: number) => createLink(storyId, hours), onSuccess: refresh });
  const revoke = useMutation({ mutationFn: revokeLink, onSuccess: refresh });
  return { links, create, revoke };
}
