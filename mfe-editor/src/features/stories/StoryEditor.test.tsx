import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { EditConflictError, NoteNotSavedError } from '../../lib/saveErrors.ts';
import { fromPlainText } from '@newsroom/shared/document';
import { renderWithRouter } from '../../test/renderWithRouter.tsx';
import { writeStoryText } from '../../test/storyText.ts';
import type { EditorStory } from './editorStory.ts';
import { PAST_SCHEDULE_WARNING } from './schedule.ts';
import { StoryEditor } from './StoryEditor.tsx';
import type { SaveStoryInput } from './useSaveStory.ts';

type MutateOptions = { onSuccess?: () => void; onError?: (error: Error) => void };

const save = vi.hoisted(() => ({
  mutate: vi.fn<(input: SaveStoryInput, options: MutateOptions) => void>(),
  isPending: false,
  isSuccess: false,
}));

vi.mock('./useSaveStory.ts', () => ({ useSaveStory: () => save }));
// The Planning section reads the desks and the staff (PlanningControl.test covers it): its own
// load refusal is an alert these tests would meet beside the form's.
vi.mock('./workflow/PlanningControl.tsx', () => ({ PlanningControl: () => null }));
// The live story's update status reads the working copy (UpdateStatusControl.test covers it).
vi.mock('./publishing/UpdateStatusControl.tsx', () => ({ UpdateStatusControl: () => null }));
/** The saved story's desk status, as the Status control's query would answer it. */
const workflow = vi.hoisted(() => ({ status: null as string | null }));
vi.mock('./workflow/useStoryStatus.ts', async (original) => ({
  ...(await original<typeof import('./workflow/useStoryStatus.ts')>()),
  useWorkflowStatus: () => workflow.status,
}));
/** The story's ending signal (decision 203; storyEnding.test and the backend's workingCopy.test cover its read). */
const ended = vi.hoisted(() => ({ ending: null as unknown }));
vi.mock('./ending/useStoryEnding.ts', () => ({ useStoryEnding: () => ended.ending }));
/** Versions saved by others since the form opened, newest first (a conflict test adds one). */
const newerRevisions = vi.hoisted(() => ({ list: [] as unknown[] }));
vi.mock('./useStoryRevisions.ts', () => ({
  useStoryRevisions: () => ({
    isPending: false,
    isError: false,
    refetch: () => Promise.resolve(),
    data: [
      ...newerRevisions.list,
      {
        id: 'r2',
        version: 2,
        editorEmail: 'editor@example.com',
        createdAt: '2026-11-21T10:00:00Z',
        values: { ...savedStoryValues(), title: 'Second title' },
        notes: ['Correction: The vote was on Tuesday.'],
        contributors: [],
      },
      {
        id: 'r1',
        version: 1,
        editorEmail: null,
        createdAt: '2026-11-20T10:00:00Z',
        values: {
          ...savedStoryValues(),
          title: 'First title',
          body: fromPlainText('The first text.'),
          standfirst: 'The first standfirst',
          seoTitle: 'The first search headline',
        },
        notes: [],
        contributors: [],
      },
    ],
  }),
}));
// A saved story's preview links (their queries are SharePreview's own test): none yet.
vi.mock('./previewLinks/usePreviewLinks.ts', async (original) => ({
  ...(await original<typeof import('./previewLinks/usePreviewLinks.ts')>()),
  usePreviewLinks: () => ({
    links: { data: [], isError: false },
    create: { mutate: vi.fn(), isPending: false },
    revoke: { mutate: vi.fn(), isPending: false },
  }),
}));
// A saved story's editorial comments (their queries and realtime are CommentsPanel's own test): none yet.
vi.mock('./comments/useStoryComments.ts', () => {
  const idle = { mutate: vi.fn(), mutateAsync: vi.fn(), isPending: false, error: null };
  return {
    useStoryComments: () => ({
      comments: { data: [], isError: false },
      add: idle,
      edit: idle,
      resolve: idle,
      remove: idle,
    }),
  };
});
// Authors and topics the console suggests for what is typed (the query is the hook's own test).
vi.mock('./credits/useCreditSuggestions.ts', () => ({
  useCreditSuggestions: (table: 'authors' | 'tags', typed: string) => {
    const known =
      table === 'authors'
        ? [
            { id: 'a1', name: 'Tendai Moyo', slug: 'tendai-moyo' },
            { id: 'a2', name: 'Rudo Chikafu', slug: 'rudo-chikafu' },
          ]
        : [{ id: 't1', name: 'Cholera', slug: 'cholera' }];
    const text = typed.trim().toLowerCase();
    return text ? known.filter((item) => item.name.toLowerCase().includes(text)) : [];
  },
}));
/** The answer to "which version is saved now?", asked by Keep my version; tests resolve it. */
const latestVersion = vi.hoisted(() => ({ resolve: (_version: number) => {} }));
/** Editors and admins may publish; a contributor (neither) may not (decision 183). */
const rights = vi.hoisted(() => ({ canEdit: true }));
vi.mock('@newsroom/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@newsroom/shared')>()),
  useEditorRights: () => ({ status: 'known', canEdit: rights.canEdit, isAdmin: false, roles: [], error: null }),
  getSupabase: () => ({
    from: () => ({
      select: () => ({
        eq: () => ({
          maybeSingle: () =>
            new Promise((resolve) => {
              latestVersion.resolve = (version) => resolve({ data: { version }, error: null });
            }),
        }),
      }),
    }),
  }),
  RemoteMount: ({ module, props }: { module: string; props: { story: Pick<EditorStory, 'title' | 'authors'> } }) => (
    <div data-testid={`remote-${module}`}>
      {props.story.title} by {props.story.authors?.map((author) => author.name).join(', ')}
    </div>
  ),
}));

function savedStoryValues() {
  return {
    title: 'Second title',
    body: fromPlainText('Saved text.'),
    author: 'Ann Reporter',
    readTime: '3 min read',
    category: 'Feature',
    imageUrl: '',
    imageAlt: '',
    imageCaption: '',
    imageAuthor: '',
    isFeatured: false,
    standfirst: '',
    seoTitle: '',
    seoDescription: '',
    socialTitle: '',
    socialImageUrl: '',
  };
}

const saved: EditorStory = {
  ...savedStoryValues(),
  summary: 'Saved text.',
  id: 'story-1',
  publishTime: '2026-11-20T08:00:00.000Z',
  viewCount: 0,
  status: 'published',
  publishedAt: '2026-11-20T08:00:00.000Z',
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  version: 2,
  readTimeAuto: false,
};

function renderEditor(story: EditorStory | null = null, onClose = vi.fn()) {
  const view = renderWithRouter(<StoryEditor story={story} current={story} onClose={onClose} />);
  return { ...view, onClose };
}

/** The revision list's entry of one version. */
const revision = (version: number) =>
  screen.getAllByRole('listitem').find((item) => item.textContent?.startsWith(`Version ${version} `));

/** Pasted, one input event per field: typing them a key at a time re-rendered the form ~80 times. */
async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  const fields: [string, string][] = [
    ['Title *', 'Council passes the budget'],
    ['Author *', 'Ann Reporter'],
    ['Read time', '2 min read'],
  ];
  for (const [label, text] of fields) {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  }
  await writeStoryText('One two three four.');
  await user.selectOptions(screen.getByLabelText('Category *'), 'Feature');
}

describe('StoryEditor', () => {
  beforeEach(() => {
    save.mutate.mockReset();
    newerRevisions.list = [];
    rights.canEdit = true;
    window.localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the required-field messages and sends nothing when publishing an empty form', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(save.mutate).not.toHaveBeenCalled();
  });

  it('counts words live and publishes a complete story now', async () => {
    const user = userEvent.setup();
    const { onClose } = renderEditor();
    await fillRequired(user);
    expect(screen.getByText(/^4 words/)).toBeInTheDocument();
    save.mutate.mockImplementation((_input, options) => options.onSuccess?.());
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(save.mutate).toHaveBeenCalledTimes(1));
    const input = save.mutate.mock.calls[0][0];
    expect(input).toMatchObject({
      id: null,
      baseVersion: null,
      publication: { status: 'published', publishedAt: null },
    });
    expect(input.values.title).toBe('Council passes the budget');
    expect(onClose).toHaveBeenCalled();
  });

  it('saves a draft with only a title and a category', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.type(screen.getByLabelText('Title *'), 'Idea');
    await user.selectOptions(screen.getByLabelText('Category *'), 'Sports');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(save.mutate).toHaveBeenCalled());
    expect(save.mutate.mock.calls[0][0].publication).toEqual({ status: 'draft', publishedAt: null });
  });

  it('schedules for a later date with 09:00 by default, and warns about a past time', async () => {
    const user = userEvent.setup();
    renderEditor();
    await fillRequired(user);
    await user.click(screen.getByLabelText('Schedule for later'));
    expect(screen.getByLabelText('Publish time')).toHaveValue('09:00');
    expect(screen.getByLabelText('Publish automatically at this time')).toBeChecked();

    const date = screen.getByLabelText('Publish date');
    await user.clear(date);
    await user.type(date, '2999-01-02');
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(save.mutate).toHaveBeenCalled());
    expect(save.mutate.mock.calls[0][0].publication).toEqual({
      status: 'published',
      publishedAt: new Date(2999, 0, 2, 9, 0).toISOString(),
    });

    await user.clear(date);
    await user.type(date, '2000-01-01');
    expect(screen.getByText(PAST_SCHEDULE_WARNING)).toBeInTheDocument();
  });

  it('ticked in the evening, the schedule starts at 09:00 tomorrow, not "in the past"', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 21, 40));
    const user = userEvent.setup();
    renderEditor();
    await user.click(screen.getByLabelText('Schedule for later'));
    expect(screen.getByLabelText('Publish date')).toHaveValue('2026-11-23');
    expect(screen.getByLabelText('Publish time')).toHaveValue('09:00');
    expect(screen.queryByText(PAST_SCHEDULE_WARNING)).not.toBeInTheDocument();
  });

  it('a form opened before 09:00 and ticked after it moves the untouched default to tomorrow', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 8, 50));
    const user = userEvent.setup();
    renderEditor();
    vi.setSystemTime(new Date(2026, 10, 22, 9, 10));
    await user.click(screen.getByLabelText('Schedule for later'));
    expect(screen.getByLabelText('Publish date')).toHaveValue('2026-11-23');
    expect(screen.queryByText(PAST_SCHEDULE_WARNING)).not.toBeInTheDocument();
  });

  it('refuses a date before today', async () => {
    const user = userEvent.setup();
    renderEditor();
    await fillRequired(user);
    await user.click(screen.getByLabelText('Schedule for later'));
    const date = screen.getByLabelText('Publish date');
    await user.clear(date);
    await user.type(date, '2000-01-01');
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('The publish date cannot be earlier than today.')).toBeInTheDocument();
    expect(save.mutate).not.toHaveBeenCalled();
  });

  it('on a conflict keeps the text, explains, and saves against the version the editor opened', async () => {
    const user = userEvent.setup();
    renderEditor(saved);
    const title = screen.getByLabelText('Title *');
    await user.clear(title);
    await user.type(title, 'My better title');
    save.mutate.mockImplementation((_input, options) => options.onError?.(new EditConflictError('story')));
    await user.click(screen.getByRole('button', { name: 'Publish update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('changed by someone else since you opened it');
    expect(screen.getByLabelText('Title *')).toHaveValue('My better title');
    const input = save.mutate.mock.calls[0][0];
    expect(input.baseVersion).toBe(2);
    // Only what changed is sent; a live story keeps its publication time.
    expect(input.savedValues?.title).toBe('Second title');
    expect(input.publication).toEqual({ status: 'published', publishedAt: undefined });
  });

  it('shows a refused save beside the buttons, focused, with who saved when and what differs', async () => {
    const user = userEvent.setup();
    renderEditor(saved);
    const title = screen.getByLabelText('Title *');
    await user.clear(title);
    await user.type(title, 'My better title');
    newerRevisions.list = [
      {
        id: 'r3',
        version: 3,
        editorEmail: 'rudo@example.com',
        createdAt: '2026-11-21T11:30:00Z',
        values: {
          ...savedStoryValues(),
          title: 'Their title',
          category: 'Foreign',
          socialTitle: 'Their social headline',
          body: fromPlainText('Saved text.\n\nTheir new paragraph.'),
        },
        notes: [],
        contributors: [],
      },
    ];
    save.mutate.mockImplementation((_input, options) => options.onError?.(new EditConflictError('story')));
    await user.click(screen.getByRole('button', { name: 'Publish update' }));

    const notice = await screen.findByRole('region', { name: /changed by someone else/ });
    expect(notice).toHaveFocus();
    // Beside the save buttons: the notice comes right before them, not at the top of the form.
    expect(notice.nextElementSibling).toContainElement(screen.getByRole('button', { name: 'Publish update' }));
    expect(notice).toHaveTextContent('Version 3 was saved by rudo@example.com on');
    const rows = within(notice)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toContain('TitleTheir titleMy better title');
    expect(rows).toContain('CategoryForeignFeature');
    expect(rows).toContain('Social headlineTheir social headline(empty)');
    expect(within(notice).getByText('Only in the saved version: Their new paragraph.')).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: 'Keep my version (save replaces theirs)' })).toBeEnabled();
    expect(within(notice).getByRole('button', { name: 'Discard my changes' })).toBeEnabled();
  });

  it('a live story offers Publish update and an Unpublish that asks first and says what happens', async () => {
    const user = userEvent.setup();
    renderEditor(saved);
    expect(screen.queryByRole('button', { name: 'Save as draft' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Unpublish this story?' });
    expect(dialog).toHaveTextContent('Its page will stop answering');
    expect(dialog).toHaveTextContent('links already shared');
    expect(dialog).toHaveTextContent('the feeds');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it published' }));
    expect(save.mutate).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Unpublish' }));
    expect(save.mutate.mock.calls[0][0]).toMatchObject({
      publication: { status: 'draft', publishedAt: null },
      unpublishing: true,
    });
  });

  it('a live story shows what its working copy changed since publishing, and discards it on request', async () => {
    const user = userEvent.setup();
    renderEditor(saved);
    expect(screen.getByText('No changes since this story was published.')).toBeVisible();
    await user.type(screen.getByLabelText('Title *'), ' updated');
    const changes = await screen.findByRole('region', { name: /Changed since publishing/ });
    expect(changes).toHaveTextContent('Changed since publishing: Title. Readers see the published version');
    await user.click(within(changes).getByText('Show the changes'));
    expect(within(changes).getByRole('row', { name: 'Title Second title Second title updated' })).toBeVisible();

    await user.click(within(changes).getByRole('button', { name: 'Discard changes' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Discard the changes since publishing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByLabelText('Title *')).toHaveValue('Second title');
    expect(await screen.findByText('No changes since this story was published.')).toBeVisible();
    expect(save.mutate).not.toHaveBeenCalled();
  });

  it('offers a contributor Save as draft and the hand-in, never Publish or a schedule (decision 183)', async () => {
    rights.canEdit = false;
    const user = userEvent.setup();
    const fresh = renderEditor();
    expect(screen.queryByRole('button', { name: 'Publish now' })).toBeNull();
    expect(screen.queryByLabelText('Schedule for later')).toBeNull();
    await user.type(screen.getByLabelText('Title *'), 'Idea');
    await user.selectOptions(screen.getByLabelText('Category *'), 'Sports');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(save.mutate).toHaveBeenCalledTimes(1));
    expect(save.mutate.mock.calls[0][0].publication).toEqual({ status: 'draft', publishedAt: null });
    fresh.unmount();

    const draft = renderEditor({ ...saved, status: 'draft', publishedAt: null });
    expect(screen.getByRole('region', { name: 'Status' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save as draft' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Publish now' })).toBeNull();
    draft.unmount();

    // Handed on by an editor (Ready to publish): the database refuses the contributor's save, so no button.
    workflow.status = 'ready_to_publish';
    onTestFinished(() => {
      workflow.status = null;
    });
    const taken = renderEditor({ ...saved, status: 'draft', publishedAt: null });
    expect(screen.getByText(/^Only an editor or admin changes a story once it is ready to publish/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save as draft' })).toBeNull();
    taken.unmount();
    workflow.status = 'ready_for_edit';
    const handedIn = renderEditor({ ...saved, status: 'draft', publishedAt: null });
    expect(screen.getByRole('button', { name: 'Save as draft' })).toBeEnabled();
    handedIn.unmount();

    renderEditor(saved);
    expect(
      screen.getByText(/Only an editor or admin changes a story once it is ready to publish, scheduled, published/),
    ).toBeVisible();
    for (const name of ['Publish update', 'Unpublish', 'Save as draft']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByLabelText('Note text')).toBeNull();
  });

  it('a saved draft offers Share preview; a live story and a new one do not (decision 176)', () => {
    const view = renderEditor({ ...saved, status: 'draft', publishedAt: null });
    expect(screen.getByRole('region', { name: 'Share preview' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create preview link' })).toBeEnabled();
    view.unmount();
    const live = renderEditor(saved);
    expect(screen.queryByRole('region', { name: 'Share preview' })).toBeNull();
    live.unmount();
    renderEditor();
    expect(screen.queryByRole('region', { name: 'Share preview' })).toBeNull();
  });

  it('after Keep my version, saves only once the saved version is known, and then against it', async () => {
    const user = userEvent.setup();
    renderEditor(saved);
    await user.type(screen.getByLabelText('Title *'), ' (mine)');
    save.mutate.mockImplementationOnce((_input, options) => options.onError?.(new EditConflictError('story')));
    await user.click(screen.getByRole('button', { name: 'Publish update' }));
    await user.click(await screen.findByRole('button', { name: 'Keep my version (save replaces theirs)' }));

    // While the saved version is asked for, a save would carry the old one: the buttons wait.
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Publish update' })).toBeDisabled();
    await act(async () => latestVersion.resolve(3));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish update' }));
    expect(save.mutate).toHaveBeenCalledTimes(2);
    expect(save.mutate.mock.calls[1][0].baseVersion).toBe(3);
  });

  it('a published story takes an optional correction, sent with the save; a new story offers none', async () => {
    const user = userEvent.setup();
    renderEditor(saved);
    await user.selectOptions(screen.getByLabelText('Note'), 'correction');
    await user.click(screen.getByRole('button', { name: 'Publish update' }));
    expect(await screen.findByText('Write the correction or clarification, or choose “No note”.')).toBeInTheDocument();
    expect(save.mutate).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Note text'), 'The vote was on Tuesday.');
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('publish it, or clear the note');
    expect(save.mutate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Publish update' }));
    expect(save.mutate.mock.calls[0][0].note).toEqual({ kind: 'correction', text: 'The vote was on Tuesday.' });
    expect(revision(2)).toHaveTextContent('Correction: The vote was on Tuesday.');
  });

  it('keeps the note when only the story was saved, and saves it next against the version just saved', async () => {
    const user = userEvent.setup();
    renderEditor(saved);
    await user.selectOptions(screen.getByLabelText('Note'), 'clarification');
    await user.type(screen.getByLabelText('Note text'), 'Figures are provisional.');
    save.mutate.mockImplementationOnce((_input, options) => options.onError?.(new NoteNotSavedError(3, null)));
    await user.click(screen.getByRole('button', { name: 'Publish update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Save again to add it.');
    expect(screen.getByLabelText('Note text')).toHaveValue('Figures are provisional.');
    await user.click(screen.getByRole('button', { name: 'Publish update' }));
    expect(save.mutate.mock.calls[1][0]).toMatchObject({
      baseVersion: 3,
      note: { kind: 'clarification', text: 'Figures are provisional.' },
    });
  });

  it('chooses authors and topics by keyboard: the byline follows the authors, bad topics are refused, the save sends both', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.type(screen.getByLabelText('Title *'), 'Cholera cases fall');
    await writeStoryText('One two.');
    await user.type(screen.getByLabelText('Read time'), '2 min read');
    await user.selectOptions(screen.getByLabelText('Category *'), 'Feature');
    const authors = screen.getByRole('combobox', { name: 'Signed by' });
    await user.type(authors, 'chik{Enter}');
    await user.type(authors, 'moyo');
    expect(screen.getByRole('option', { name: 'Tendai Moyo' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('list', { name: 'Chosen writers' })).toHaveTextContent(/^Rudo Chikafu\W+Tendai Moyo\W*$/);
    expect(screen.getByLabelText('Author *')).toHaveValue('Rudo Chikafu and Tendai Moyo');
    expect(screen.getByLabelText('Author *')).toHaveAttribute('readonly');

    const topics = screen.getByRole('combobox', { name: 'Topics' });
    await user.type(topics, '   {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('A topic needs a name: it cannot be only spaces.');
    expect(topics).toHaveAttribute('aria-invalid', 'true');
    await user.clear(topics);
    await user.click(topics);
    await user.paste('x'.repeat(61));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('A topic name can be at most 60 characters.');
    expect(topics).toHaveValue('x'.repeat(61));
    await user.clear(topics);
    await user.type(topics, 'chol{Enter}');
    await user.type(topics, '  Water   crisis ');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Rudo Chikafu' }));
    expect(screen.getByLabelText('Author *')).toHaveValue('Tendai Moyo');

    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(save.mutate).toHaveBeenCalledTimes(1));
    const input = save.mutate.mock.calls[0][0];
    expect(input.credits).toEqual({
      authors: [{ id: 'a1', name: 'Tendai Moyo', slug: 'tendai-moyo' }],
      tags: ['Cholera', 'Water crisis'],
    });
    expect(input.values.author).toBe('Tendai Moyo');
  });

  it("opens a story's saved credits and sends none when they did not change", async () => {
    const user = userEvent.setup();
    renderEditor({ ...saved, authors: [{ id: 'a1', name: 'Ann Reporter', slug: 'ann-reporter' }], tags: [] });
    expect(screen.getByRole('list', { name: 'Chosen writers' })).toHaveTextContent('Ann Reporter');
    await user.click(screen.getByRole('button', { name: 'Publish update' }));
    await waitFor(() => expect(save.mutate).toHaveBeenCalledTimes(1));
    expect(save.mutate.mock.calls[0][0].credits).toBeNull();
  });

  it('offers no note on a new story', () => {
    renderEditor(null);
    expect(screen.queryByLabelText('Note text')).not.toBeInTheDocument();
  });

  it('a story moved to the trash while open: says so, leaves the form read-only and offers no save (decision 203)', async () => {
    ended.ending = { ending: 'trashed', byName: 'Site Admin' };
    onTestFinished(() => {
      ended.ending = null;
    });
    const { onClose } = renderEditor(saved);
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^This story was moved to the trash by Site Admin — editing has ended\. Restore it from the Trash tab/,
    );
    expect(screen.getByLabelText('Title *')).toBeDisabled();
    expect(screen.getByLabelText('Category *')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Story text *' })).toHaveAttribute('contenteditable', 'false');
    expect(screen.queryByRole('button', { name: 'Publish update' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to stories' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('lists revisions and restores one into the form', async () => {
    const user = userEvent.setup();
    renderEditor(saved);
    expect(screen.getByText('Version 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore version 1' }));
    expect(screen.getByLabelText('Title *')).toHaveValue('First title');
    expect(screen.getByLabelText('Story text *')).toHaveTextContent(/^The first text\.$/);
    // The search and social fields the version was saved with come back too (decision 205).
    expect(screen.getByLabelText('Standfirst')).toHaveValue('The first standfirst');
    expect(screen.getByLabelText('Search headline')).toHaveValue('The first search headline');
    expect(screen.getByText('Version 1 is back in the form. Save to keep it.')).toBeInTheDocument();
    expect(revision(1)).toHaveTextContent('(in the form)');
    expect(revision(2)).not.toHaveTextContent('(in the form)');
  });

  it('Undo restore puts back what the form held, typing included', async () => {
    const user = userEvent.setup();
    renderEditor(saved);
    expect(revision(2)).toHaveTextContent('(in the form)');
    await user.type(screen.getByLabelText('Title *'), ' (typed)');
    await user.click(screen.getByRole('button', { name: 'Restore version 1' }));
    expect(screen.getByLabelText('Title *')).toHaveValue('First title');
    await user.click(screen.getByRole('button', { name: 'Undo restore' }));
    expect(screen.getByLabelText('Title *')).toHaveValue('Second title (typed)');
    expect(screen.getByLabelText('Story text *')).toHaveTextContent(/^Saved text\.$/);
    expect(screen.queryByText(/is back in the form/)).not.toBeInTheDocument();
    expect(revision(2)).toHaveTextContent('(in the form)');
  });

  it('keeps unsaved work on this device and offers it back', async () => {
    const user = userEvent.setup();
    const first = renderEditor(saved);
    const title = screen.getByLabelText('Title *');
    await user.clear(title);
    await user.type(title, 'Unsaved idea 🎉');
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    first.unmount();

    renderEditor(saved);
    expect(screen.getByLabelText('Title *')).toHaveValue('Second title');
    await user.click(screen.getByRole('button', { name: 'Restore my changes' }));
    expect(screen.getByLabelText('Title *')).toHaveValue('Unsaved idea 🎉');
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    const { router } = renderEditor(saved);
    await user.type(screen.getByLabelText('Author *'), ' Jr');
    await act(() => router.navigate('/elsewhere'));
    expect(screen.getByRole('alertdialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/blog-management');
  });

  it('previews the story through the reader remote, with its chosen authors', async () => {
    const user = userEvent.setup();
    renderEditor({ ...saved, authors: [{ id: 'a1', name: 'Ann Reporter', slug: 'ann-reporter' }] });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByTestId('remote-StoryArticle')).toHaveTextContent('Second title by Ann Reporter');
    await user.click(screen.getByRole('button', { name: 'Back to editing' }));
    expect(screen.getByLabelText('Title *')).toBeVisible();
  });
});
