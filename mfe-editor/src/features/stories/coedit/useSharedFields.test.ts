// @vitest-environment happy-dom
import type { StoryWorkingCopy } from '@newsroom/shared/coedit';
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { StoryEditorValues } from '../storyFormSchema.ts';
import { useSharedFields } from './useSharedFields.ts';
import { TITLE_FIELD, fieldsOf } from './workingCopyLayout.ts';

/** A form bound to a working copy whose title is `shared`; `peer` is another console's copy of it. */
function boundForm(shared: string) {
  const [doc, peer] = [new Y.Doc(), new Y.Doc()];
  fieldsOf(doc).set(TITLE_FIELD, new Y.Text(shared));
  Y.applyUpdate(peer, Y.encodeStateAsUpdate(doc));
  doc.on('update', (update: Uint8Array, origin: unknown) => origin !== 'peer' && Y.applyUpdate(peer, update, 'peer'));
  peer.on('update', (update: Uint8Array, origin: unknown) => origin !== 'peer' && Y.applyUpdate(doc, update, 'peer'));
  const copy = { doc } as StoryWorkingCopy;
  const { result } = renderHook(() => {
    const form = useForm<StoryEditorValues>({
      defaultValues: {
        title: 'As saved',
        category: 'UK',
        credits: { authors: [], tags: [] },
      } as unknown as StoryEditorValues,
    });
    useSharedFields(copy, form);
    return form;
  });
  const peerTitle = () => fieldsOf(peer).get(TITLE_FIELD) as Y.Text;
  return { form: () => result.current, peerTitle, peer };
}

describe('useSharedFields', () => {
  it('shows the working copy’s title, and what others type in it', () => {
    const { form, peerTitle } = boundForm('Shared title');
    expect(form().getValues('title')).toBe('Shared title');
    act(() => peerTitle().insert(0, 'Breaking: '));
    expect(form().getValues('title')).toBe('Breaking: Shared title');
    expect(form().getFieldState('title').isDirty).toBe(true);
  });

  it('sends what is typed, and a restored version’s title, to the others', async () => {
    const { form, peerTitle } = boundForm('Shared title');
    act(() => form().setValue('title', 'Shared title, updated'));
    expect(peerTitle().toString()).toBe('Shared title, updated');
    await act(async () =>
      form().reset({ ...form().getValues(), title: 'Title of version 1' }, { keepDefaultValues: true }),
    );
    expect(peerTitle().toString()).toBe('Title of version 1');
    expect(form().getValues('title')).toBe('Title of version 1');
  });

  it('a copy written before the other fields were shared takes them from the form, then shares choices both ways', () => {
    const { form, peer } = boundForm('Shared title');
    // The form opened with the story as saved: the copy had only its title, and now has the rest.
    expect(fieldsOf(peer).get('category')).toBe('UK');
    expect((fieldsOf(peer).get('author') as Y.Text).toString()).toBe('');

    act(() => form().setValue('category', 'Business'));
    act(() => form().setValue('credits', { authors: [], tags: ['Floods'] }));
    expect(fieldsOf(peer).get('category')).toBe('Business');
    expect(fieldsOf(peer).get('credits')).toEqual({ authors: [], tags: ['Floods'] });

    act(() => fieldsOf(peer).set('isFeatured', true));
    act(() => (fieldsOf(peer).get('author') as Y.Text).insert(0, 'Rudo Chikafu'));
    expect(form().getValues('isFeatured')).toBe(true);
    expect(form().getValues('author')).toBe('Rudo Chikafu');
    expect(form().getFieldState('author').isDirty).toBe(true);
  });

  it('keeps what was typed while the copy was opening, and shows the copy in the fields left alone', () => {
    const doc = new Y.Doc();
    fieldsOf(doc).set(TITLE_FIELD, new Y.Text('Shared title'));
    fieldsOf(doc).set('author', new Y.Text('E2E Reporter'));
    const copy = { doc } as StoryWorkingCopy;
    const { result, rerender } = renderHook(
      ({ bound }: { bound: StoryWorkingCopy | null }) => {
        const form = useForm<StoryEditorValues>({
          defaultValues: { title: 'As saved', author: 'E2E Reporter' } as unknown as StoryEditorValues,
        });
        useSharedFields(bound, form);
        return form;
      },
      { initialProps: { bound: null as StoryWorkingCopy | null } },
    );
    act(() => result.current.setValue('author', 'Desk Byline', { shouldDirty: true }));
    rerender({ bound: copy });
    expect(result.current.getValues('author')).toBe('Desk Byline');
    expect(String(fieldsOf(doc).get('author'))).toBe('Desk Byline');
    expect(result.current.getValues('title')).toBe('Shared title');
  });
});
