import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mapCorrectionRow, type CorrectionListItem, type StoryCorrectionRow } from '../model/correction.ts';
import { idOf, textOr } from '../model/text.ts';
import { queryKeys } from '../query/queryKeys.ts';
import { getSupabase, type PortalClient } from '../supabase/client.ts';
import { failLoad } from './loadError.ts';
import { STORY_CORRECTION_COLUMNS } from './storyColumns.ts';

export const CORRECTIONS_LOAD_ERROR = 'Failed to load corrections';
/** Notes on one page of /corrections (docs/product/standards.md). */
export const CORRECTIONS_PAGE_SIZE = 20;

export interface CorrectionsPage {
  notes: CorrectionListItem[];
  /** Whether an older page follows. */
  hasNextPage: boolean;
}

type CorrectionListRow = StoryCorrectionRow & {
  news_stories?: { id?: string | null; title?: string | null; slug?: string | null } | null;
};

/** Notes of published, due stories only, even for an editor's session (which may read others). */
function latestNotes(client: PortalClient) {
  return client
    .from('story_corrections')
    .select(`${STORY_CORRECTION_COLUMNS},news_stories!inner(id,title,slug)`)
    .eq('news_stories.status', 'published')
    .lte('news_stories.published_at', new Date().toISOString())
    .order('published_at', { ascending: false })
    .order('id', { ascending: false });
}

function mapListRows(rows: readonly CorrectionListRow[] | null): CorrectionListItem[] {
  return (rows ?? []).flatMap((row) => {
    const note = mapCorrectionRow(row);
    const storyId = idOf(row.news_stories?.id);
    if (!note || !storyId) return [];
    const slug = row.news_stories?.slug;
    return [{ ...note, story: { id: storyId, ...(slug ? { slug } : {}), title: textOr(row.news_stories?.title) } }];
  });
}

/** One page of the latest notes across the site, newest first (one row more to know if a page follows). */
export async function fetchCorrectionsPage(
  page: number,
  client: PortalClient = getSupabase(),
): Promise<CorrectionsPage> {
  const from = (page - 1) * CORRECTIONS_PAGE_SIZE;
  const { data, error } = await latestNotes(client).range(from, from + CORRECTIONS_PAGE_SIZE);
  if (error) failLoad(CORRECTIONS_LOAD_ERROR, error);
  const notes = mapListRows(data as CorrectionListRow[] | null);
  return { notes: notes.slice(0, CORRECTIONS_PAGE_SIZE), hasNextPage: notes.length > CORRECTIONS_PAGE_SIZE };
}

/** The newest `limit` notes (the corrections feed). */
export async function fetchLatestCorrections(
  limit: number,
  client: PortalClient = getSupabase(),
): Promise<CorrectionListItem[]> {
  const { data, error } = await latestNotes(client).limit(limit);
  if (error) failLoad(CORRECTIONS_LOAD_ERROR, error);
  return mapListRows(data as CorrectionListRow[] | null);
}

export function correctionsPageQuery(page: number, client?: PortalClient) {
  return queryOptions({
    queryKey: queryKeys.corrections(page),
    queryFn: () => fetchCorrectionsPage(page, client),
    meta: { errorMessage: CORRECTIONS_LOAD_ERROR },
  });
}

/** One page of /corrections; a null page (not a page number) asks nothing. */
export function useCorrectionsPage(page: number | null): UseQueryResult<CorrectionsPage, Error> {
  return useQuery({ ...correctionsPageQuery(page ?? 1), enabled: page !== null });
}
