import { fromPlainText, type StoryDocument } from '@newsroom/shared/document';
import { Node } from '@tiptap/pm/model';
import { describe, expect, it } from 'vitest';
import { storySchema } from '../body/storySchema.ts';
import { EMPTY_STORY } from '../storyFormSchema.ts';
import { changesSincePublished, sameDocument } from './publishedChanges.ts';

const published = {
  ...EMPTY_STORY,
  title: 'Floods close the A1',
  body: fromPlainText('Roads are shut.'),
  category: 'UK',
};

describe('changesSincePublished', () => {
  it('sees no change in a document the editor wrote out with its default attributes', () => {
    const linked: StoryDocument = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Roads', marks: [{ type: 'link', attrs: { href: 'https://example.com/a1' } }] },
          ],
        },
      ],
    };
    const written = Node.fromJSON(storySchema(), linked).toJSON();
    expect(JSON.stringify(written)).not.toBe(JSON.stringify(linked));
    expect(sameDocument(linked, written, storySchema())).toBe(true);
    expect(
      changesSincePublished({ ...published, body: linked }, { ...published, body: written }, storySchema()),
    ).toEqual([]);
  });

  it('names what changed in the form’s order, the story text after the title', () => {
    const working = {
      ...published,
      title: 'Floods close the A1 and A66',
      body: fromPlainText('Roads are shut. Trains too.'),
      category: 'Business',
      imageFocal: { x: 0.2, y: 0.4 },
    };
    expect(changesSincePublished(published, working, storySchema())).toEqual([
      'Title',
      'Story text',
      'Category',
      'Image focal point',
    ]);
    expect(changesSincePublished(published, { ...published, body: working.body }, storySchema())).toEqual([
      'Story text',
    ]);
  });
});
