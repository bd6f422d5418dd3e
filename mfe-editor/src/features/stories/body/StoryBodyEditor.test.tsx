import { IMAGE_UPLOAD_MESSAGES, type UploadFn, type UploadImageOptions } from '@newsroom/shared/image-upload';
import { fromPlainText, validateDocument, type StoryDocument } from '@newsroom/shared/document';
import { Slice } from '@tiptap/pm/model';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, createFakeSupabase } from '../../../test/fakeSupabase.ts';
import { renderWithRouter } from '../../../test/renderWithRouter.tsx';
import { supabase } from '../../../test/sharedMock.ts';
import { storyTextEditor } from '../../../test/storyText.ts';
import { ALT_REQUIRED } from './ImageDialog.tsx';
import { LINK_MESSAGES } from './linkRules.ts';
import { StoryBodyEditor } from './StoryBodyEditor.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../../../test/sharedMock.ts')).mockShared(original));

const STORY_ID = '0b0c3c1e-1a3a-4b8e-9a43-0f2f3b4c5d6e';
let latest: StoryDocument | null = null;

/** As react-hook-form does, the form hands the editor back a copy of what it reported. */
function Harness({ initial, upload }: { initial: StoryDocument; upload?: UploadFn }) {
  const [value, setValue] = useState(initial);
  return (
    <StoryBodyEditor
      label="Story text"
      required
      value={value}
      upload={upload}
      onChange={(next) => {
        latest = next;
        setValue(structuredClone(next));
      }}
    />
  );
}

function renderBody(initial: StoryDocument = fromPlainText(''), upload?: UploadFn) {
  latest = null;
  renderWithRouter(<Harness initial={initial} upload={upload} />);
  return storyTextEditor();
}

beforeEach(() => {
  supabase.current = createFakeSupabase();
});

/** Types as the browser's text input does: each character offered to the input rules first. */
function type(editor: ReturnType<typeof storyTextEditor>, text: string) {
  for (const character of text) {
    act(() => {
      const { view } = editor;
      const { from, to } = view.state.selection;
      const insert = () => view.state.tr.insertText(character, from, to);
      if (!view.someProp('handleTextInput', (handle) => handle(view, from, to, character, insert)))
        view.dispatch(insert());
    });
  }
}

/** An upload the test drives, as the shared upload field's tests do: progress, then the stored file's URL. */
function controllableUpload() {
  let options: UploadImageOptions = {};
  let resolve: ((url: string) => void) | null = null;
  const upload = vi.fn<UploadFn>(
    (_file, given) =>
      new Promise((done) => {
        options = given;
        resolve = (url) => done({ path: url.split('/').at(-1)!, publicUrl: url });
      }),
  );
  return {
    upload,
    progress: (loaded: number, total: number) => act(() => options.onProgress?.({ loaded, total })),
    succeed: (url: string) => act(async () => resolve?.(url)),
  };
}

/** What the clipboard or a drag holds: files, and text unless none is given. */
const transfer = (files: File[], text = '') => ({
  files,
  types: files.length ? ['Files'] : ['text/plain'],
  getData: (type: string) => (type === 'text/plain' ? text : ''),
});

describe('StoryBodyEditor', () => {
  it('hands the form the document once typing pauses, and keeps its own when the form hands back a copy', async () => {
    const editor = renderBody();
    act(() => void editor.commands.focus('end'));
    type(editor, '## Why');
    expect(latest).toBeNull();
    await waitFor(() => expect(latest?.content?.[0]).toMatchObject({ type: 'heading', attrs: { level: 2 } }));
    const typed = editor.state.doc;
    type(editor, ' it matters');
    await waitFor(() =>
      expect(latest?.content?.[0]).toEqual({
        type: 'heading',
        attrs: { level: 2 },
        content: [{ type: 'text', text: 'Why it matters' }],
      }),
    );
    // The copy the form gave back is the same text: the editor did not replace its content with it.
    expect(editor.state.doc.firstChild?.type.name).toBe('heading');
    expect(editor.state.doc.firstChild?.textContent).toBe('Why it matters');
    expect(editor.state.doc.firstChild).not.toBe(typed.firstChild);
    const settled = editor.state.doc;
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(editor.state.doc).toBe(settled);
  });

  it('hands the form the document at once when the text loses focus', () => {
    const editor = renderBody();
    act(() => {
      editor.view.focus();
      editor.chain().focus('end').insertContent('Saved at once').run();
    });
    expect(latest).toBeNull();
    act(() => editor.view.dom.blur());
    expect(latest?.content?.[0]).toEqual({ type: 'paragraph', content: [{ type: 'text', text: 'Saved at once' }] });
  });

  it('keeps its text and cursor when a report comes after the form renders the last one, before effects run', () => {
    // Under load a report's timer can fire between React's commit of the form's render and the
    // effects that follow it: the editor must not take the value it just rendered for an outside change.
    let interrupt: (() => void) | null = null;
    function BetweenCommitAndEffects({ value }: { value: StoryDocument }) {
      useLayoutEffect(() => {
        const run = interrupt;
        interrupt = null;
        run?.();
      }, [value]);
      return null;
    }
    function Form() {
      const [value, setValue] = useState(fromPlainText(''));
      return (
        <>
          <StoryBodyEditor
            label="Story text"
            required
            value={value}
            onChange={(next) => setValue(structuredClone(next))}
          />
          <BetweenCommitAndEffects value={value} />
        </>
      );
    }
    renderWithRouter(<Form />);
    const editor = storyTextEditor();
    act(() => {
      editor.view.focus();
      editor.chain().focus('end').insertContent('First second').run();
    });
    interrupt = () => {
      editor.view.focus();
      editor.chain().setTextSelection(7).insertContent('and ').run();
      editor.view.dom.blur();
    };
    act(() => editor.view.dom.blur());
    expect(interrupt).toBeNull();
    expect(editor.getText()).toBe('First and second');
    expect(editor.state.selection.from).toBe(11);
  });

  it('labels the text and its toolbar buttons with their shortcuts; a mark that is on is pressed', async () => {
    const editor = renderBody(fromPlainText('Council budget'));
    expect(screen.getByRole('textbox', { name: 'Story text *' })).toHaveAttribute('aria-multiline', 'true');
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('title', 'Bold (Ctrl+B)');
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute('title', 'Undo (Ctrl+Z)');
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    act(() => void editor.chain().focus().setTextSelection({ from: 1, to: 8 }).run());
    await userEvent.setup().click(bold);
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(latest?.content?.[0]?.content?.[0]).toEqual({ type: 'text', text: 'Council', marks: [{ type: 'bold' }] }),
    );
    expect(screen.getByText(/^2 words · 1 min read/)).toBeInTheDocument();
  });

  it('offers the blocks after a / and inserts the chosen one from the keyboard', async () => {
    const editor = renderBody();
    act(() => void editor.chain().focus().insertContent('/sub').run());
    const menu = screen.getByRole('listbox', { name: 'Insert a block' });
    expect(
      within(menu)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['H2 subheading', 'H3 subheading']);
    expect(editor.view.dom).toHaveAttribute('aria-activedescendant', within(menu).getAllByRole('option')[0]!.id);
    fireEvent.keyDown(editor.view.dom, { key: 'ArrowDown' });
    expect(within(menu).getByRole('option', { name: 'H3 subheading' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(editor.view.dom, { key: 'Enter' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await waitFor(() => expect(latest?.content?.[0]).toEqual({ type: 'heading', attrs: { level: 3 } }));
    expect(validateDocument(latest)).toBeNull();
  });

  it('inserts a related-story card for a published story found from the / menu', async () => {
    const user = userEvent.setup();
    supabase.current?.respondWith(() => ({ data: [{ id: STORY_ID, title: 'Budget passes' }] }));
    const editor = renderBody();
    act(() => void editor.chain().focus().insertContent('/rel').run());
    fireEvent.keyDown(editor.view.dom, { key: 'Enter' });
    const dialog = screen.getByRole('dialog', { name: 'Insert related story' });
    await user.type(within(dialog).getByLabelText('Find a story on this site'), 'budget');
    await user.click(await within(dialog).findByRole('button', { name: 'Insert “Budget passes”' }));
    await waitFor(() => expect(latest?.content).toContainEqual({ type: 'relatedStory', attrs: { storyId: STORY_ID } }));
    expect(validateDocument(latest)).toBeNull();
  });

  it('closes the / menu with Escape and leaves the text as typed', () => {
    const editor = renderBody();
    act(() => void editor.chain().focus().insertContent('/').run());
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    fireEvent.keyDown(editor.view.dom, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(editor.getText()).toBe('/');
  });

  it("links to a story found by title at its slug's address, and refuses an address the schema does not allow", async () => {
    const user = userEvent.setup();
    supabase.current?.respondWith(() => ({ data: [{ id: STORY_ID, title: 'Budget passes', slug: 'budget-passes' }] }));
    const editor = renderBody(fromPlainText('See '));
    act(() => void editor.chain().focus('end').run());
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = screen.getByRole('dialog', { name: 'Add link' });
    await user.type(within(dialog).getByLabelText('Link address'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Apply link' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(LINK_MESSAGES.invalid);

    await user.type(within(dialog).getByLabelText('Find a story on this site'), 'budget');
    await user.click(await within(dialog).findByRole('button', { name: 'Link to “Budget passes”' }));
    const search = supabase.current?.requests.filter((request) => request.table === 'news_stories').at(-1);
    expect(search && argsOf(search, 'ilike')).toEqual(['title', '%budget%']);
    expect(search && argsOf(search, 'eq')).toEqual(['status', 'published']);
    expect(search && argsOf(search, 'select')).toEqual(['id, title, slug']);
    expect(within(dialog).getByLabelText('Link address')).toHaveValue('/story/budget-passes');
    await user.click(within(dialog).getByLabelText(/Sponsored link/));
    await user.click(within(dialog).getByRole('button', { name: 'Apply link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(latest?.content?.[0]?.content).toHaveLength(2));
    expect(latest?.content?.[0]?.content?.[1]).toEqual({
      type: 'text',
      text: 'Budget passes',
      // The story's address (decision 206); a /story/{id} typed by hand stays valid: it redirects.
      marks: [{ type: 'link', attrs: { href: '/story/budget-passes', sponsored: true } }],
    });
    expect(validateDocument(latest)).toBeNull();
  });

  it('edits a table from its toolbar and the keyboard, the header row staying first', async () => {
    const user = userEvent.setup();
    const editor = renderBody();
    expect(screen.queryByRole('toolbar', { name: 'Table' })).not.toBeInTheDocument();
    act(() => void editor.chain().focus().insertTable({ rows: 3, cols: 2, withHeaderRow: true }).run());
    const table = screen.getByRole('toolbar', { name: 'Table' });
    expect(table).toHaveAccessibleDescription('Tab: next cell · Shift+Tab: previous cell');
    // In the header row: nothing goes above it and it is deleted only with the table.
    expect(within(table).getByRole('button', { name: 'Add row above' })).toBeDisabled();
    expect(within(table).getByRole('button', { name: 'Delete row' })).toBeDisabled();
    const cellText = () => editor.state.selection.$from.parent.textContent;
    act(() => void editor.commands.insertContent('Name'));
    fireEvent.keyDown(editor.view.dom, { key: 'Tab' });
    act(() => void editor.commands.insertContent('Votes'));
    fireEvent.keyDown(editor.view.dom, { key: 'Tab' });
    expect(cellText()).toBe('');
    fireEvent.keyDown(editor.view.dom, { key: 'Tab', shiftKey: true });
    expect(cellText()).toBe('Votes');
    fireEvent.keyDown(editor.view.dom, { key: 'Tab' });
    await user.click(within(table).getByRole('button', { name: 'Add row above' }));
    await user.click(within(table).getByRole('button', { name: 'Add column after' }));
    await user.click(within(table).getByRole('button', { name: 'Add row below' }));
    await user.click(within(table).getByRole('button', { name: 'Add column before' }));
    await user.click(within(table).getByRole('button', { name: 'Delete column' }));
    act(() => editor.view.dom.blur());
    const rows = () => latest?.content?.[0]?.content ?? [];
    expect(rows().map((row) => row.content?.map((cell) => cell.type))).toEqual([
      ['tableHeader', 'tableHeader', 'tableHeader'],
      ['tableCell', 'tableCell', 'tableCell'],
      ['tableCell', 'tableCell', 'tableCell'],
      ['tableCell', 'tableCell', 'tableCell'],
      ['tableCell', 'tableCell', 'tableCell'],
    ]);
    expect(validateDocument(latest)).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Delete row' }));
    act(() => editor.view.dom.blur());
    expect(rows()).toHaveLength(4);
    // The column deleted was the one the cursor was in: "Name" went with it.
    expect(rows()[0]?.content?.map((cell) => cell.content?.[0]?.content?.[0]?.text ?? '')).toEqual(['', '', 'Votes']);
    await user.click(within(table).getByRole('button', { name: 'Delete table' }));
    expect(screen.queryByRole('toolbar', { name: 'Table' })).not.toBeInTheDocument();
    act(() => editor.view.dom.blur());
    expect(latest?.content?.some((node) => node.type === 'table')).toBe(false);
    // The last row under the header stays: a header alone heads nothing.
    act(() => void editor.chain().focus().insertTable({ rows: 2, cols: 2, withHeaderRow: true }).run());
    fireEvent.keyDown(editor.view.dom, { key: 'Tab' });
    fireEvent.keyDown(editor.view.dom, { key: 'Tab' });
    const small = screen.getByRole('toolbar', { name: 'Table' });
    expect(within(small).getByRole('button', { name: 'Add row above' })).toBeEnabled();
    expect(within(small).getByRole('button', { name: 'Delete row' })).toBeDisabled();
  });

  it('edits the selected image through the image dialog, from its button or Enter; alt text stays required', async () => {
    const user = userEvent.setup();
    const photo = {
      src: 'https://images.example.com/chamber.jpg',
      alt: 'The council chamber',
      caption: 'Before the vote',
      credit: 'Ann Lee',
      focalX: 20,
      focalY: 30,
    };
    const editor = renderBody({
      type: 'doc',
      content: [{ type: 'image', attrs: photo }, ...(fromPlainText('After.').content ?? [])],
    });
    act(() => void editor.chain().focus('end').run());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit image' })).not.toBeInTheDocument());
    // Selected while the text is not focused: jsdom reads a node selection back from the DOM as a
    // cursor, and under CI's load it did so between finding the button and clicking it (the dialog
    // never opened, even in 5 s): select and click again until the dialog is open.
    await waitFor(
      async () => {
        act(() => {
          editor.view.dom.blur();
          editor.commands.setNodeSelection(0);
        });
        await user.click(screen.getByRole('button', { name: 'Edit image' }));
        expect(screen.getByRole('dialog', { name: 'Edit image' })).toBeInTheDocument();
      },
      { timeout: 5_000 },
    );
    let dialog = screen.getByRole('dialog', { name: 'Edit image' });
    expect(within(dialog).getByLabelText('Caption')).toHaveValue('Before the vote');
    await user.clear(within(dialog).getByLabelText('Alt text *'));
    await user.click(within(dialog).getByRole('button', { name: 'Save image' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(ALT_REQUIRED);
    await user.type(within(dialog).getByLabelText('Alt text *'), 'Councillors voting');
    await user.clear(within(dialog).getByLabelText('Caption'));
    await user.type(within(dialog).getByLabelText('Caption'), 'The vote');
    await user.click(within(dialog).getByRole('button', { name: 'Save image' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => editor.view.dom.blur());
    expect(latest?.content?.[0]).toEqual({
      type: 'image',
      attrs: { ...photo, alt: 'Councillors voting', caption: 'The vote' },
    });

    // From the keyboard: Enter on the selected image; a new picture keeps the texts.
    act(() => {
      editor.view.dom.blur();
      editor.commands.setNodeSelection(0);
    });
    fireEvent.keyDown(editor.view.dom, { key: 'Enter' });
    dialog = await screen.findByRole('dialog', { name: 'Edit image' });
    await user.clear(within(dialog).getByLabelText('Image URL'));
    await user.type(within(dialog).getByLabelText('Image URL'), 'https://images.example.com/vote.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Save image' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => editor.view.dom.blur());
    expect(latest?.content?.[0]?.attrs).toEqual({
      ...photo,
      src: 'https://images.example.com/vote.jpg',
      alt: 'Councillors voting',
      caption: 'The vote',
      focalX: null,
      focalY: null,
    });
    expect(latest?.content).toHaveLength(2);
    expect(validateDocument(latest)).toBeNull();
  });

  it('uploads a pasted image file with progress and asks for its alt text before inserting it', async () => {
    const user = userEvent.setup();
    const control = controllableUpload();
    const editor = renderBody(fromPlainText('Before.'), control.upload);
    const png = new File([new Uint8Array(4096)], 'chart.png', { type: 'image/png' });
    act(() => void editor.chain().focus('end').run());
    fireEvent.paste(editor.view.dom, { clipboardData: transfer([png]) });
    const dialog = await screen.findByRole('dialog', { name: 'Insert image' });
    expect(control.upload).toHaveBeenCalledWith(png, expect.anything());
    control.progress(1024, 4096);
    expect(within(dialog).getByRole('progressbar', { name: 'Uploading image' })).toHaveAttribute('value', '25');
    await control.succeed('http://sb.test/storage/v1/object/public/blog-images/chart.png');
    await user.click(within(dialog).getByRole('button', { name: 'Insert image' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(ALT_REQUIRED);
    expect(editor.state.doc.childCount).toBe(1);
    await user.type(within(dialog).getByLabelText('Alt text *'), 'Turnout by district');
    await user.click(within(dialog).getByRole('button', { name: 'Insert image' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => editor.view.dom.blur());
    expect(latest?.content).toContainEqual({
      type: 'image',
      attrs: {
        src: 'blog-images/chart.png',
        alt: 'Turnout by district',
        caption: null,
        credit: null,
        focalX: null,
        focalY: null,
      },
    });
    expect(validateDocument(latest)).toBeNull();
  });

  it('puts a file pasted over a selected image in its place, through the insert dialog', async () => {
    const control = controllableUpload();
    const photo = { src: 'https://images.example.com/old.jpg', alt: 'Old', caption: null, credit: null };
    const editor = renderBody({ type: 'doc', content: [{ type: 'image', attrs: photo }] }, control.upload);
    act(() => {
      editor.view.dom.blur();
      editor.commands.setNodeSelection(0);
    });
    const png = new File([new Uint8Array(64)], 'new.png', { type: 'image/png' });
    fireEvent.paste(editor.view.dom, { clipboardData: transfer([png]) });
    const dialog = await screen.findByRole('dialog', { name: 'Insert image' });
    expect(control.upload).toHaveBeenCalledWith(png, expect.anything());
    expect(within(dialog).getByLabelText('Alt text *')).toHaveValue('');
  });

  it('refuses a dropped file the upload rules refuse, saying why, and inserts nothing; a paste with text is text', () => {
    const control = controllableUpload();
    const editor = renderBody(fromPlainText('Before.'), control.upload);
    const drop = (file: File) =>
      act(() => {
        const event = new DragEvent('drop');
        Object.defineProperty(event, 'dataTransfer', { value: transfer([file]) });
        editor.view.someProp('handleDrop', (handle) => handle(editor.view, event, Slice.empty, false));
      });
    drop(new File(['%PDF'], 'report.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      `“report.pdf” was not inserted. ${IMAGE_UPLOAD_MESSAGES.invalidType}`,
    );
    drop(new File([new Uint8Array(6 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      `“huge.jpg” was not inserted. ${IMAGE_UPLOAD_MESSAGES.tooLarge}`,
    );
    // Word puts a picture of the copied text beside the text: that paste is the text.
    const picture = new File([new Uint8Array(16)], 'image.png', { type: 'image/png' });
    fireEvent.paste(editor.view.dom, { clipboardData: transfer([picture], ' and after') });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(control.upload).not.toHaveBeenCalled();
    expect(editor.getText()).toContain('and after');
    expect(JSON.stringify(editor.getJSON())).not.toContain('"image"');
  });

  it('closes a dialog with Escape and gives the focus back', async () => {
    const user = userEvent.setup();
    renderBody();
    const embed = screen.getByRole('button', { name: 'Insert embed' });
    await user.click(embed);
    const dialog = screen.getByRole('dialog', { name: 'Embed a post or video' });
    await user.type(within(dialog).getByLabelText('Address of the post or video'), 'https://example.com/video');
    await user.click(within(dialog).getByRole('button', { name: 'Embed' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/Embeds come from YouTube/);
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Story text *' })).toHaveFocus();
  });
});
