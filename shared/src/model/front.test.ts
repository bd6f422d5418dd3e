import { describe, expect, it } from 'vitest';
import { mapFront } from './front.ts';

const publicUrl = (path: string) => `https://project.example/storage/v1/object/public/blog-images/${path}`;

const story = (fields: Record<string, unknown>) => ({
  id: 's1',
  title: 'A headline',
  excerpt: 'What happened.',
  author: 'Desk',
  published_at: '2026-12-01T09:00:00Z',
  ...fields,
});

describe('mapFront', () => {
  it("maps containers in order with their cards; a card's blog-images path becomes the object's URL", () => {
    const front = mapFront(
      {
        id: 'f1',
        containers: [
          {
            id: 'c1',
            title: 'Desk picks',
            rule: null,
            layout: 'lead-4',
            stories: [story({ image_url: 'blog-images/fronts/a.jpg' })],
          },
          {
            id: 'c2',
            title: 'Latest',
            rule: 'latest',
            layout: 'row-4',
            stories: [story({ id: 's2', image_url: 'https://cdn.example/b.jpg' })],
          },
        ],
      },
      publicUrl,
    );
    expect(front?.containers.map((container) => [container.id, container.rule, container.layout])).toEqual([
      ['c1', null, 'lead-4'],
      ['c2', 'latest', 'row-4'],
    ]);
    expect(front?.containers.map((container) => container.stories[0]?.imageUrl)).toEqual([
      publicUrl('fronts/a.jpg'),
      'https://cdn.example/b.jpg',
    ]);
    expect(front?.containers[0]?.stories[0]?.summary).toBe('What happened.');
  });

  it('drops stories the home page would not show and reads an unknown layout as a row', () => {
    const front = mapFront(
      {
        id: 'f1',
        containers: [{ id: 'c1', title: 'T', layout: 'carousel', stories: [story({ excerpt: ' ' }), { id: 'x' }] }],
      },
      publicUrl,
    );
    expect(front?.containers[0]).toMatchObject({ layout: 'row-4', stories: [] });
  });

  it('no public front (null) or a malformed answer is null or empty', () => {
    expect(mapFront(null, publicUrl)).toBeNull();
    expect(mapFront({ id: 'f1', containers: 'x' }, publicUrl)).toEqual({ id: 'f1', containers: [] });
  });
});
