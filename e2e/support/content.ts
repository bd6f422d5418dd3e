import { e2eSupabase } from './supabase.ts';

/** Id of one published story of the seed, for routes that need a real one. */
export async function publishedStoryId(): Promise<string> {
  const { data, error } = await e2eSupabase()
    .from('news_stories')
    .select('id')
    .eq('status', 'published')
    .order('published_at', { ascending: false })
    .limit(1)
    .single();
  if (error || !data) throw new Error(`no published story in the seed: ${error?.message ?? 'none'}`);
  return String(data.id);
}

/** Id of the newest published story whose image is in the portal's own storage (blog-images). */
export async function publishedStoryWithStoredImageId(): Promise<string> {
  const { data, error } = await e2eSupabase()
    .from('news_stories')
    .select('id')
    .eq('status', 'published')
    .like('image_url', '%/storage/v1/object/public/blog-images/%')
    .order('published_at', { ascending: false })
    .limit(1)
    .single();
  if (error || !data) throw new Error(`no published story with a stored image: ${error?.message ?? 'none'}`);
  return String(data.id);
}
