// @vitest-environment happy-dom
import { plainText, validateDocument, type StoryDocument } from '@newsroom/shared/document';
import { largeStoryDocument } from '../../../../../shared/src/document/largeStory.ts';
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { storyExtensions } from './storyExtensions.ts';

let editor: Editor | null = null;
afterEach(() => {
  editor?.destroy();
  editor = null;
});

function open(content: StoryDocument | string = '') {
  editor = new Editor({ extensions: storyExtensions(), content });
  return editor;
}

/** Types `text` as a writer would: each character offered to the input rules, as the browser's input does. */
function type(target: Editor, text: string) {
  for (const character of text) {
    const { view } = target;
    const { from, to } = view.state.selection;
    const insert = () => view.state.tr.insertText(character, from, to);
    const handled = view.someProp('handleTextInput', (handle) => handle(view, from, to, character, insert));
    if (!handled) view.dispatch(insert());
  }
}

describe('the schema-configured editor', () => {
  it('opens the 5,000-word benchmark story (every node and mark) and writes it back valid, text unchanged', () => {
    const story = largeStoryDocument();
    const json = open(story).getJSON();
    expect(validateDocument(json)).toBeNull();
    expect(plainText(json).trim()).toBe(plainText(story).trim());
  });

  it('writes links with only href and sponsored, and ordered lists with only start', () => {
    const target = open(
      '<p>See <a href="https://example.com/a" target="_blank" class="x" title="t">this</a></p><ol start="3"><li><p>one</p></li></ol>',
    );
    target.commands.setTextSelection({ from: 2, to: 5 });
    target.commands.setLink({ href: '/story/0b0c3c1e-1a3a-4b8e-9a43-0f2f3b4c5d6e', sponsored: true } as never);
    const json = target.getJSON();
    expect(validateDocument(json)).toBeNull();
    const marks = json.content?.[0]?.content?.flatMap((node) => node.marks ?? []) ?? [];
    for (const mark of marks) expect(Object.keys(mark.attrs ?? {}).sort()).toEqual(['href', 'sponsored']);
    expect(json.content?.[1]).toMatchObject({ type: 'orderedList', attrs: { start: 3 } });
    expect(Object.keys(json.content?.[1]?.attrs ?? {})).toEqual(['start']);
  });

  it('inserts each custom block with the schema attributes, and the document stays valid', () => {
    const target = open();
    target.chain().insertTable({ rows: 2, cols: 2, withHeaderRow: true }).run();
    target.commands.setTextSelection(target.state.doc.content.size);
    target
      .chain()
      .insertContent([
        {
          type: 'image',
          attrs: {
            src: 'blog-images/a.jpg',
            alt: 'A bus lane',
            caption: 'Lane',
            credit: 'Ann',
            focalX: 20,
            focalY: 80,
          },
        },
        { type: 'embed', attrs: { provider: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } },
        { type: 'pullQuote', attrs: { attribution: 'The mayor' }, content: [{ type: 'text', text: 'Quoted' }] },
        {
          type: 'factBox',
          attrs: { title: 'Key facts' },
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Fact' }] }],
        },
        { type: 'relatedStory', attrs: { storyId: '0b0c3c1e-1a3a-4b8e-9a43-0f2f3b4c5d6e' } },
      ])
      .run();
    const json = target.getJSON();
    expect(validateDocument(json)).toBeNull();
    expect(json.content?.map((node) => node.type)).toEqual(
      expect.arrayContaining(['image', 'embed', 'pullQuote', 'factBox', 'relatedStory', 'table']),
    );
    expect(json.content?.find((node) => node.type === 'image')?.attrs).toEqual({
      src: 'blog-images/a.jpg',
      alt: 'A bus lane',
      caption: 'Lane',
      credit: 'Ann',
      focalX: 20,
      focalY: 80,
    });
  });
});

describe('markdown-style typing', () => {
  const first = (target: Editor) => target.getJSON().content?.[0];

  it.each([
    ['## Section', { type: 'heading', attrs: { level: 2 } }],
    ['### Detail', { type: 'heading', attrs: { level: 3 } }],
    ['> Quoted', { type: 'blockquote' }],
    ['- Item', { type: 'bulletList' }],
    ['1. Item', { type: 'orderedList' }],
  ])('"%s" starts the block', (typed, block) => {
    const target = open();
    type(target, typed);
    expect(first(target)).toMatchObject(block);
    expect(plainText(target.getJSON()).trim()).toBe(typed.replace(/^(#+|>|-|1\.) /, ''));
    expect(validateDocument(target.getJSON())).toBeNull();
  });

  it.each([
    ['**bold** ', 'bold'],
    ['*italic* ', 'italic'],
  ])('"%s" marks the word %s', (typed, mark) => {
    const target = open();
    type(target, typed);
    expect(first(target)?.content?.[0]).toMatchObject({ text: mark, marks: [{ type: mark }] });
  });

  it('"# " makes no level-1 heading (the schema has levels 2 and 3)', () => {
    const target = open();
    type(target, '# Title');
    expect(first(target)).toMatchObject({ type: 'paragraph' });
  });

  it('a live post keeps only its profile: pasted headings, quotes and strikes become its paragraphs and marks', () => {
    editor = new Editor({
      extensions: storyExtensions({ profile: 'livePost' }),
      content:
        '<h2>Update</h2><blockquote><p>Quoted</p></blockquote><p><s>old</s> <strong>new</strong> <a href="https://example.org/a">link</a></p><ul><li><p>item</p></li></ul><hr>',
    });
    const json = editor.getJSON();
    expect(validateDocument(json, 'livePost')).toBeNull();
    expect(json.content?.map((node) => node.type)).toEqual(['paragraph', 'paragraph', 'paragraph', 'bulletList']);
    expect(plainText(json)).toBe('Update\n\nQuoted\n\nold new link\n\nitem');
    type(editor, '## ');
    expect(editor.getJSON().content?.some((node) => node.type === 'heading')).toBe(false);
  });
});
