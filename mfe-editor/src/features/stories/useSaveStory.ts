import { getSupabase, queryKeys, toast, type TablesInsert, type TablesUpdate } from '@newsroom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { editorKeys } from '../../lib/editorKeys.ts';
import {
  CreditsNotSavedError,
  EditConflictError,
  NoteNotSavedError,
  STORY_MESSAGES,
  toSaveError,
} from '../../lib/saveErrors.ts';
import { creditsRefusal, saveStoryCredits, type StoryCredits } from './credits/storyCredits.ts';
import { mapEditorStory, type EditorStory } from './editorStory.ts';
import type { Publication } from './schedule.ts';
import { changedColumns, storyColumns, type StoryFormValues } from './storyFormSchema.ts';
import { STORY_COLUMNS } from './useEditorStory.ts';

export interface SaveStoryInput {
  /** null for a new story. */
  id: string | null;
  values: StoryFormValues;
  /** The values as saved when the editor opened the story (updates send only what changed). */
  savedValues: StoryFormValues | null;
  /** The version the editor opened; the database refuses the save if it moved since. */
  baseVersion: number | null;
  publication: Publication;
  /** A correction or clarification to publish with the saved story. */
  note?: { kind: 'correction' | 'clarification'; text: string } | null;
  /** The story's new authors and tags; null or absent: unchanged. */
  credits?: StoryCredits | null;
  /** The save takes a live story off the site (the editor confirmed Unpublish). */
  unpublishing?: boolean;
}

/** The toast after a save: an unpublish says what it did, anything else the spec's words. */
export function saveSuccessMessage(input: Pick<SaveStoryInput, 'unpublishing'>): string {
  return input.unpublishing ? STORY_MESSAGES.unpublished : STORY_MESSAGES.saved;
}

/** The new row: every field, the status, and published_at (null = now, stamped by the database). */
export function storyInsert({ values, publication }: SaveStoryInput): TablesInsert<'news_stories'> {
  const insert: TablesInsert<'news_stories'> = { ...storyColumns(values), status: publication.status };
  if (publication.publishedAt !== undefined) insert.published_at = publication.publishedAt;
  return insert;
}

/**
 * An update: only what changed, the status, published_at unless it is to stay as it is, and the
 * version the editor opened (the database refuses the save if it moved since).
 */
export function storyUpdate({
  values,
  savedValues,
  baseVersion,
  publication,
}: SaveStoryInput): TablesUpdate<'news_stories'> {
  const content = savedValues ? changedColumns(values, savedValues) : storyColumns(values);
  const update: TablesUpdate<'news_stories'> = { ...content, status: publication.status };
  if (publication.publishedAt !== undefined) update.published_at = publication.publishedAt;
  if (baseVersion !== null) update.version = baseVersion;
  return update;
}

/** A new story, or a new headline (a draft's slug follows it): the save may have given it a new slug. */
const slugMayChange = (input: SaveStoryInput) => input.id === null || input.values.title !== input.savedValues?.title;

/**
 * The slug the database gave the story (decision 206). Its trigger writes it after the statement,
 * so the write's own answer carries none (an insert) or the one it replaced (a retitled draft,
 * whose old slug is gone without a redirect). A failed read leaves the story without a slug: its
 * id's address still leads to it.
 */
async function withCurrentSlug(story: EditorStory): Promise<EditorStory> {
  const { data, error } = await getSupabase().from('news_stories').select('slug').eq('id', story.id).maybeSingle();
  if (error) console.error('Reading the saved story’s address failed', error);
  if (data?.slug) return { ...story, slug: data.slug };
  const { slug: _replaced, ...withoutSlug } = story;
  return withoutSlug;
}

/** Insert or update a story, then its credits and note; the story as saved, with its current slug. */
export async function saveStory(input: SaveStoryInput): Promise<EditorStory> {
  const table = getSupabase().from('news_stories');
  const { data, error } = input.id
    ? await table.update(storyUpdate(input)).eq('id', input.id).select(STORY_COLUMNS).single()
    : await table.insert(storyInsert(input)).select(STORY_COLUMNS).single();
  if (error) throw toSaveError(error, 'story');
  const written = mapEditorStory(data);
  if (!written) throw new Error('The saved story came back without an id or title');
  const story = slugMayChange(input) ? await withCurrentSlug(written) : written;
  if (input.credits) await addCredits(story, input.credits);
  if (input.note) await addNote(story, input.note);
  return story;
}

/** Credits go in after the save: a new story has no id before it. */
async function addCredits(story: EditorStory, credits: StoryCredits): Promise<void> {
  try {
    await saveStoryCredits(story.id, credits);
  } catch (error) {
    console.error('Saving the authors and topics failed', error);
    throw new CreditsNotSavedError(story.version, creditsRefusal(error), error);
  }
}

/** The note goes in after the save: the database links it to the revision that save wrote. */
async function addNote(story: EditorStory, note: NonNullable<SaveStoryInput['note']>): Promise<void> {
  const { error } = await getSupabase()
    .from('story_corrections')
    .insert({ story_id: story.id, kind: note.kind, note: note.text.trim() });
  if (error) {
    console.error('Adding the note failed', error);
    throw new NoteNotSavedError(story.version, error);
  }
}

/**
 * Insert or update a story; the lists and the story's revisions reload afterwards. A conflict gets
 * no toast: the form shows it beside its buttons, with what the other editor changed.
 */
export function useSaveStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStory,
    onError: (error) => {
      if (!(error instanceof EditConflictError)) toast.error(STORY_MESSAGES.saveFailed);
    },
    onSuccess: async (story, input) => {
      toast.success(saveSuccessMessage(input));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.stories }),
        queryClient.invalidateQueries({ queryKey: editorKeys.storyRevisions(story.id) }),
      ]);
    },
  });
}
