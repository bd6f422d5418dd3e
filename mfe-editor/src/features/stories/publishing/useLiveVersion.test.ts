// @vitest-environment happy-dom
import type { StoryWorkingCopy } from '@newsroom/shared/coedit';
import { fromPlainText } from '@newsroom/shared/document';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { EditConflictError } from '../../../lib/saveErrors.ts';
import { markSaved } from '../coedit/seedWorkingCopy.ts';
import type { EditorStory } from '../editorStory.ts';
import { valuesOf } from '../storyValues.ts';
import { useLiveVersion } from './useLiveVersion.ts';

/** The story as the database has it now, when the hook asks after a refused publish. */
const saved = vi.hoisted(() => ({ row: null as EditorStory | null }));
vi.mock('../useEditorStory.ts', () => ({ fetchEditorStory: () => Promise.resolve(saved.row) }));

const story: EditorStory = {
  id: 'story-1',
  title: 'Floods close the A1',
  body: fromPlainText('Roads are shut.'),
  summary: 'Roads are shut.',
  author: 'Ann Reporter',
  readTime: '2 min read',
  category: 'UK',
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
  readTimeAuto: false,
  publishTime: '2026-11-20T08:00:00.000Z',
  viewCount: 0,
  status: 'published',
  publishedAt: '2026-11-20T08:00:00.000Z',
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  version: 2,
};

const conflict = () => new EditConflictError('story');

describe('useLiveVersion', () => {
  beforeEach(() => {
    saved.row = null;
  });

  it('takes a colleague’s publish of the shared copy as the form’s base, and only then', () => {
    const doc = new Y.Doc();
    const copy = { doc } as unknown as StoryWorkingCopy;
    const onAdopt = vi.fn();
    const newer = { ...story, version: 3, title: 'Floods close the A1 and A66' };
    const { result, rerender } = renderHook(
      (current: EditorStory) => useLiveVersion({ story, current, copy, baseVersion: 2, onAdopt }),
      { initialProps: story },
    );
    // Saved elsewhere (the API, a console off the copy): not this copy's words, so no adoption.
    rerender(newer);
    expect(onAdopt).not.toHaveBeenCalled();
    expect(result.current.published?.title).toBe('Floods close the A1 and A66');

    act(() => markSaved(doc, 3));
    expect(onAdopt).toHaveBeenCalledWith(3);
    expect(result.current.adoptedVersion).toBe(3);
  });

  it('a publish refused because a colleague just published the same words counts as published', async () => {
    const onAdopt = vi.fn();
    const { result } = renderHook(() => useLiveVersion({ story, current: story, copy: null, baseVersion: 2, onAdopt }));
    const mine = { ...valuesOf(story), title: 'Floods close the A1 and A66' };

    saved.row = { ...story, version: 3, title: 'Floods close the A1 and A66' };
    await expect(result.current.alreadyPublished(conflict(), mine)).resolves.toBe(true);
    expect(onAdopt).toHaveBeenCalledWith(3);

    // Their publish differs from this form (or is not live, or the error is no conflict): a conflict.
    saved.row = { ...story, version: 3, title: 'Another headline' };
    await expect(result.current.alreadyPublished(conflict(), mine)).resolves.toBe(false);
    saved.row = { ...story, version: 3, title: mine.title, status: 'draft', publishedAt: null };
    await expect(result.current.alreadyPublished(conflict(), mine)).resolves.toBe(false);
    await expect(result.current.alreadyPublished(new Error('network'), mine)).resolves.toBe(false);
    expect(onAdopt).toHaveBeenCalledTimes(1);
  });
});
