import { failLoad, getSupabase, textOr } from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';
import { SaveRefusedError } from '../../lib/saveErrors.ts';
import { useConsoleWrite } from '../../lib/useConsoleWrite.ts';
import { authorRowOf, topicRowOf, type AuthorValues, type TopicValues } from './peopleSchema.ts';

/** An author as the console lists and edits it. */
export interface ConsoleAuthor extends AuthorValues {
  id: string;
  retired: boolean;
  linked: boolean;
}

export interface ConsoleTopic extends TopicValues {
  id: string;
}

/** Under the tables' own prefixes: the story form's suggestions refresh with them. */
const AUTHORS_KEY = ['authors', 'console'] as const;
const TOPICS_KEY = ['tags', 'console'] as const;
const LIST_LIMIT = 500;

export const PEOPLE_MESSAGES = {
  authorsLoadFailed: 'Authors could not be loaded.',
  topicsLoadFailed: 'Topics could not be loaded.',
  authorSaved: 'Author saved.',
  authorSaveFailed: 'The author was not saved.',
  retired: 'Author retired: kept on their stories, no longer offered for new ones.',
  restored: 'Author restored.',
  retireFailed: 'The author was not changed.',
  topicSaved: 'Topic saved.',
  topicSaveFailed: 'The topic was not saved.',
  merged: 'Topics merged: the stories moved and the old address now leads to the topic kept.',
  linked: 'Author linked to the account: its owner can now edit the profile.',
  unlinked: 'Author unlinked from the account.',
  linkFailed: 'The author was not linked.',
  mergeFailed: 'The topics were not merged.',
} as const;

/** The database's refusals are worded for the desk (the migration's messages): shown as they are. */
const REFUSALS = new Set(['23505', '23514', '22023', '42501', 'P0002']);

function refusalOf(error: { code?: string; message: string }): Error {
  if (error.code && REFUSALS.has(error.code)) return new SaveRefusedError(error.message, error);
  return new Error(error.message, { cause: error });
}

function mapAuthor(row: Record<string, unknown>, linkedIds: ReadonlySet<string>): ConsoleAuthor {
  const id = textOr(row.id);
  return {
    id,
    name: textOr(row.name),
    slug: textOr(row.slug),
    roleTitle: textOr(row.role_title),
    bio: textOr(row.bio),
    bioLong: textOr(row.bio_long),
    photoUrl: textOr(row.photo_url),
    publicEmail: textOr(row.public_email),
    links: (Array.isArray(row.links) ? row.links.map((link) => textOr(link)) : []).join('\n'),
    retired: row.retired_at != null,
    linked: linkedIds.has(id),
  };
}

/**
 * Authors, and which are linked to an account: the link is in author_accounts, which editors (and
 * the linked person) read; readers never see which account signs as which author (decision 185).
 */
async function fetchAuthors(): Promise<ConsoleAuthor[]> {
  const supabase = getSupabase();
  const [authors, links] = await Promise.all([
    supabase
      .from('authors')
      .select('id,name,slug,role_title,bio,bio_long,photo_url,public_email,links,retired_at')
      .order('name')
      .limit(LIST_LIMIT),
    supabase.from('author_accounts').select('author_id'),
  ]);
  if (authors.error) failLoad(PEOPLE_MESSAGES.authorsLoadFailed, authors.error);
  if (links.error) failLoad(PEOPLE_MESSAGES.authorsLoadFailed, links.error);
  const linkedIds = new Set((links.data ?? []).map((link) => link.author_id));
  return (authors.data ?? []).map((row) => mapAuthor(row as Record<string, unknown>, linkedIds));
}

async function fetchTopics(): Promise<ConsoleTopic[]> {
  const { data, error } = await getSupabase()
    .from('tags')
    .select('id,name,slug,description')
    .order('name')
    .limit(LIST_LIMIT);
  if (error) failLoad(PEOPLE_MESSAGES.topicsLoadFailed, error);
  return (data ?? []).map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: textOr(row.description),
  }));
}

export const useConsoleAuthors = () =>
  useQuery({
    queryKey: AUTHORS_KEY,
    queryFn: fetchAuthors,
    meta: { errorMessage: PEOPLE_MESSAGES.authorsLoadFailed },
  });

export const useConsoleTopics = () =>
  useQuery({ queryKey: TOPICS_KEY, queryFn: fetchTopics, meta: { errorMessage: PEOPLE_MESSAGES.topicsLoadFailed } });

async function saveAuthor({ id, values }: { id: string | null; values: AuthorValues }): Promise<void> {
  const row = authorRowOf(values);
  const table = getSupabase().from('authors');
  const { error } = id ? await table.update(row).eq('id', id).select('id').single() : await table.insert(row);
  if (error) throw refusalOf(error);
}

async function setRetired({ id, retired }: { id: string; retired: boolean }): Promise<void> {
  const { error } = await getSupabase()
    .from('authors')
    .update({ retired_at: retired ? new Date().toISOString() : null })
    .eq('id', id)
    .select('id')
    .single();
  if (error) throw refusalOf(error);
}

async function saveTopic({ id, values }: { id: string | null; values: TopicValues }): Promise<void> {
  const row = topicRowOf(values);
  const table = getSupabase().from('tags');
  const { error } = id ? await table.update(row).eq('id', id).select('id').single() : await table.insert(row);
  if (error) throw refusalOf(error);
}

async function mergeTopics({ source, target }: { source: string; target: string }): Promise<void> {
  const { error } = await getSupabase().rpc('merge_topics', { source, target });
  if (error) throw refusalOf(error);
}

async function linkAccount({ id, email }: { id: string; email: string }): Promise<void> {
  const { error } = await getSupabase().rpc('link_author_account', { author: id, staff_email: email });
  if (error) throw refusalOf(error);
}

/** `linking`: an address is given (else the link is removed); the toast says which. */
export const useLinkAccount = (linking: boolean) =>
  useConsoleWrite(linkAccount, {
    successMessage: linking ? PEOPLE_MESSAGES.linked : PEOPLE_MESSAGES.unlinked,
    errorMessage: PEOPLE_MESSAGES.linkFailed,
    refresh: [['authors']],
    refreshOn: 'settled',
  });

export const useSaveAuthor = () =>
  useConsoleWrite(saveAuthor, {
    successMessage: PEOPLE_MESSAGES.authorSaved,
    errorMessage: PEOPLE_MESSAGES.authorSaveFailed,
    refresh: [['authors']],
  });

/** `retiring`: what the row's button does now (the toast says which happened). */
export const useSetRetired = (retiring: boolean) =>
  useConsoleWrite(setRetired, {
    successMessage: retiring ? PEOPLE_MESSAGES.retired : PEOPLE_MESSAGES.restored,
    errorMessage: PEOPLE_MESSAGES.retireFailed,
    refresh: [['authors']],
    refreshOn: 'settled',
  });

export const useSaveTopic = () =>
  useConsoleWrite(saveTopic, {
    successMessage: PEOPLE_MESSAGES.topicSaved,
    errorMessage: PEOPLE_MESSAGES.topicSaveFailed,
    refresh: [['tags']],
  });

export const useMergeTopics = () =>
  useConsoleWrite(mergeTopics, {
    successMessage: PEOPLE_MESSAGES.merged,
    errorMessage: PEOPLE_MESSAGES.mergeFailed,
    refresh: [['tags']],
  });
