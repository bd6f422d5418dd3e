import {
  failLoad,
  getSupabase,
  queryKeys,
  useRealtimeInvalidation,
  type PortalClient,
  type TablesInsert,
  type TablesUpdate,
} from '@newsroom/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { trashItem } from '../../lib/trashItem.ts';
import { useConsoleWrite } from '../../lib/useConsoleWrite.ts';
import { editorKeys } from '../../lib/editorKeys.ts';
import { pageRange, type ListPage } from '../../lib/listPage.ts';
import { ESSAY_MESSAGES, toSaveError } from '../../lib/saveErrors.ts';
import { hasSearchableText } from '../../lib/searchText.ts';
import { whereStatus } from '../../lib/editorialStatus.ts';
import { queryFilters, type ListFilters } from '../../lib/listFilters.ts';
import { mapEditorEssayItems, type EditorEssayItem } from './editorEssay.ts';
import { changedEssayColumns, essayColumns, type EssayFormValues } from './essayFormSchema.ts';

export const EDITOR_ESSAYS_LOAD_ERROR = 'Failed to load photo essays';

/** What a list row shows: never the caption, nor the generated search_vector. */
export const ESSAY_LIST_COLUMNS = 'id, title, photographer, type, status, published_at, created_at';

/** PostgREST's answer to a page past the end of the list. */
const PAST_THE_END = 'PGRST103';

/** The essays matching `filters` (normalized; status and search), with their exact count. */
function essaysMatching(client: PortalClient, filters: ListFilters, now: Date, head = false) {
  let query = client.from('photo_essays').select(ESSAY_LIST_COLUMNS, { count: 'exact', head });
  if (filters.search)
    query = query.textSearch('search_vector', filters.search, { type: 'websearch', config: 'english' });
  return whereStatus(query, filters.status, now);
}

/** One page of the photo essays an editor may see (drafts too), newest created first, and the count. */
export async function fetchEditorEssayPage(
  filters: ListFilters,
  client: PortalClient = getSupabase(),
  now: Date = new Date(),
): Promise<ListPage<EditorEssayItem>> {
  const wanted = queryFilters(filters);
  if (wanted.search && !hasSearchableText(wanted.search)) return { items: [], total: 0 };
  const [from, to] = pageRange(wanted.page);
  const { data, error, count } = await essaysMatching(client, wanted, now)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, to);
  if (error?.code === PAST_THE_END) {
    const counted = await essaysMatching(client, wanted, now, true);
    if (counted.error) failLoad(EDITOR_ESSAYS_LOAD_ERROR, counted.error);
    return { items: [], total: counted.count ?? 0 };
  }
  if (error) failLoad(EDITOR_ESSAYS_LOAD_ERROR, error);
  return { items: mapEditorEssayItems(data, now), total: count ?? 0 };
}

export function editorEssaysQuery(filters: ListFilters) {
  const wanted = queryFilters(filters);
  return queryOptions({
    queryKey: editorKeys.essayList(wanted),
    queryFn: () => fetchEditorEssayPage(wanted),
    placeholderData: keepPreviousData,
    meta: { errorMessage: EDITOR_ESSAYS_LOAD_ERROR },
  });
}

/** The console's photo-essay list, refreshed on realtime changes of photo_essays (throttled). */
export function useEditorEssays(filters: ListFilters) {
  useRealtimeInvalidation('photo_essays', editorKeys.essayLists);
  return useQuery(editorEssaysQuery(filters));
}

export interface SaveEssayInput {
  id: string | null;
  values: EssayFormValues;
  savedValues: EssayFormValues | null;
  baseVersion: number | null;
  status: 'draft' | 'published';
  /** True when a draft is published now: the database stamps published_at. */
  publishNow: boolean;
}

/** A draft has no publication time; publishing a draft now lets the database stamp it. */
function publishedAt({ status, publishNow }: SaveEssayInput): { published_at?: null } {
  return status === 'draft' || publishNow ? { published_at: null } : {};
}

export function essayInsert(input: SaveEssayInput): TablesInsert<'photo_essays'> {
  return { ...essayColumns(input.values), status: input.status, ...publishedAt(input) };
}

export function essayUpdate(input: SaveEssayInput): TablesUpdate<'photo_essays'> {
  const content = input.savedValues ? changedEssayColumns(input.values, input.savedValues) : essayColumns(input.values);
  const update: TablesUpdate<'photo_essays'> = { ...content, status: input.status, ...publishedAt(input) };
  if (input.baseVersion !== null) update.version = input.baseVersion;
  return update;
}

async function saveEssay(input: SaveEssayInput): Promise<void> {
  const table = getSupabase().from('photo_essays');
  const { error } = input.id
    ? await table.update(essayUpdate(input)).eq('id', input.id).select('id').single()
    : await table.insert(essayInsert(input)).select('id').single();
  if (error) throw toSaveError(error, 'photo essay');
}

export function useSaveEssay() {
  return useConsoleWrite(saveEssay, {
    successMessage: ESSAY_MESSAGES.saved,
    errorMessage: ESSAY_MESSAGES.saveFailed,
    refresh: [queryKeys.photoEssays],
  });
}

/** A deleted essay goes to the trash for 30 days (decision 195). */
function deleteEssay(id: string): Promise<void> {
  return trashItem('photo_essay', id);
}

export function useDeleteEssay() {
  return useConsoleWrite(deleteEssay, {
    successMessage: ESSAY_MESSAGES.deleted,
    errorMessage: ESSAY_MESSAGES.deleteFailed,
    refresh: [queryKeys.photoEssays],
  });
}
