import { useAuth, type AuthState } from '@newsroom/shared';
import { Editor } from '@tiptap/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { argsOf, createFakeSupabase, type FakeRequest, type FakeResult } from '../../../test/fakeSupabase.ts';
import { renderWithRouter } from '../../../test/renderWithRouter.tsx';
import { supabase } from '../../../test/sharedMock.ts';
import { collaborationExtensions } from '../coedit/collaborationExtensions.ts';
import { anchorPassage } from './passageAnchors.ts';
import { NO_SELECTION, NotesPanel } from './NotesPanel.tsx';
import { PassageNotesBridge } from './PassageNotesBridge.ts';
import { passageNotesExtension } from './passageNotesExtension.ts';
import type { PassageNoteRow } from './passageNotes.ts';

vi.mock('@newsroom/shared', async (original) => (await import('../../../test/sharedMock.ts')).mockShared(original));
vi.mocked(useAuth).mockImplementation((select) => select({ user: { id: 'me' }, isAdmin: false } as AuthState));

const rows = { list: [] as PassageNoteRow[] };

function database(request: FakeRequest): FakeResult {
  if (request.table === 'rpc:story_coeditor_names') {
    return {
      data: [
        { user_id: 'me', name: 'Desk Editor' },
        { user_id: 'bob', name: 'Bob Reporter' },
      ],
    };
  }
  if (request.table !== 'story_passage_notes') return { data: [] };
  if (argsOf(request, 'select') && !argsOf(request, 'insert')) return { data: rows.list };
  return { data: null };
}

const writes = () =>
  (supabase.current?.requests ?? []).filter(
    (request) => request.table === 'story_passage_notes' && (argsOf(request, 'insert') ?? argsOf(request, 'update')),
  );

let editor: Editor;
let bridge: PassageNotesBridge;

/** The story text on a working copy, with the notes' extension, as the console has it. */
function storyText(html: string): void {
  bridge = new PassageNotesBridge();
  editor = new Editor({
    element: document.body.appendChild(document.createElement('div')),
    extensions: collaborationExtensions({ doc: new Y.Doc(), extensions: [passageNotesExtension(bridge)] }, ''),
  });
  editor.commands.insertContent(html);
}

function select(text: string): { from: number; to: number } {
  const from = editor.state.doc.textContent.indexOf(text) + 1;
  editor.commands.setTextSelection({ from, to: from + text.length });
  return { from, to: from + text.length };
}

function noteRow(id: string, on: string, fields: Partial<PassageNoteRow> = {}): PassageNoteRow {
  const anchor = anchorPassage(editor.state, select(on));
  if (!anchor) throw new Error('no anchor');
  editor.commands.setTextSelection(1);
  return {
    id,
    story_id: 'story-1',
    author_id: 'bob',
    anchor_from: anchor.anchorFrom,
    anchor_to: anchor.anchorTo,
    quote: anchor.quote,
    body: `Note ${id}`,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    resolved_at: null,
    ...fields,
  };
}

beforeEach(() => {
  // The relative times read the clock: frozen, so a loaded machine never reads another minute.
  vi.useFakeTimers({ toFake: ['Date'] });
  rows.list = [];
  supabase.current = createFakeSupabase();
  supabase.current.respondWith(database);
  storyText('<p>The council met on Tuesday. Votes were close.</p>');
});

afterEach(() => {
  vi.useRealTimers();
  editor.destroy();
  document.body.innerHTML = '';
});

describe('NotesPanel', () => {
  it('leaves a note on the selected passage: the form is labelled, the anchors and quote are sent', async () => {
    const user = userEvent.setup();
    renderWithRouter(<NotesPanel storyId="story-1" bridge={bridge} />);
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByRole('alert')).toHaveTextContent(NO_SELECTION);

    select('council met');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const form = screen.getByRole('group', { name: 'New note' });
    expect(form).toHaveTextContent('council met');
    expect(screen.getByLabelText('Note')).toHaveFocus();
    await user.keyboard('  Which council?  ');
    await user.click(within(form).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const [sent] = argsOf(writes()[0], 'insert') as [Record<string, string>];
    expect(sent).toMatchObject({ story_id: 'story-1', quote: 'council met', body: '  Which council?  ' });
    expect(sent.anchor_from).toMatch(/^[A-Za-z0-9+/]+=*$/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add note' })).toHaveFocus());
  });

  it('lists open notes highlighted in the text; a click selects the passage; resolved ones fold away', async () => {
    const user = userEvent.setup();
    rows.list = [
      noteRow('a', 'council met'),
      noteRow('b', 'Votes', { author_id: 'me', resolved_at: new Date().toISOString() }),
    ];
    renderWithRouter(<NotesPanel storyId="story-1" bridge={bridge} />);
    const open = await screen.findByRole('article', { name: 'Note by Bob Reporter' });
    expect(open).toHaveTextContent('5 minutes ago');
    expect(open).toHaveTextContent('Note a');
    await waitFor(() => expect(editor.view.dom.querySelector('[data-note-id="a"]')).toHaveTextContent('council met'));
    // A decoration, never a mark: the story's document does not hold the note.
    expect(JSON.stringify(editor.getJSON())).not.toContain('note');
    expect(editor.view.dom.querySelector('[data-note-id="b"]')).toBeNull();

    await user.click(within(open).getByRole('button', { name: '“council met”' }));
    const { from, to } = editor.state.selection;
    expect(editor.state.doc.textBetween(from, to)).toBe('council met');

    const folded = screen.getByText('Resolved (1)');
    expect(screen.getByRole('list', { name: 'Resolved notes' })).not.toBeVisible();
    await user.click(folded);
    const resolved = screen.getByRole('article', { name: 'Note by Desk Editor' });
    await user.click(within(resolved).getByRole('button', { name: 'Reopen' }));
    await user.click(within(open).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes().map((request) => (argsOf(request, 'update') as [{ resolved_at: unknown }])[0].resolved_at)).toEqual(
      [null, expect.any(String)],
    );
  });

  it('opens the form from the text with Ctrl+Alt+M; deletes one’s own note after asking', async () => {
    const user = userEvent.setup();
    rows.list = [noteRow('a', 'Votes', { author_id: 'me' }), noteRow('b', 'council')];
    renderWithRouter(<NotesPanel storyId="story-1" bridge={bridge} />);
    const theirs = await screen.findByRole('article', { name: 'Note by Bob Reporter' });
    expect(within(theirs).queryByRole('button', { name: 'Delete' })).toBeNull();
    const mine = screen.getByRole('article', { name: 'Note by Desk Editor' });
    await user.click(within(mine).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(supabase.current?.requests.some((request) => argsOf(request, 'delete') !== undefined)).toBe(true),
    );

    select('were close');
    editor.view.dom.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'm', ctrlKey: true, altKey: true, bubbles: true }),
    );
    expect(await screen.findByRole('group', { name: 'New note' })).toHaveTextContent('were close');
  });

  it('says the passage was deleted, with its quote, once its text is gone', async () => {
    rows.list = [noteRow('a', 'council met')];
    renderWithRouter(<NotesPanel storyId="story-1" bridge={bridge} />);
    const note = await screen.findByRole('article', { name: 'Note by Bob Reporter' });
    expect(within(note).getByRole('button', { name: '“council met”' })).toBeVisible();
    editor.commands.deleteRange(select('council met on '));
    await waitFor(() => expect(note).toHaveTextContent('The passage was deleted'));
    expect(note).toHaveTextContent('“council met”');
    expect(within(note).queryByRole('button', { name: '“council met”' })).toBeNull();
  });
});
