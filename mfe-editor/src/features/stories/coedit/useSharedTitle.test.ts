// @vitest-environment happy-dom
import type { StoryWorkingCopy } from '@newsroom/shared/coedit';
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { StoryEditorValues } from '../storyFormSchema.ts';
import { useSharedTitle } from './useSharedTitle.ts';
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
    const form = useForm<StoryEditorValues>({ defaultValues: { title: 'As saved' } as StoryEditorValues });
    useSharedTitle(copy, form);
    return form;
  });
  const peerTitle = () => fieldsOf(peer).get(TITLE_FIELD) as Y.Text;
  return { form: () => result.current, peerTitle };
}

describe('useSharedTitle', () => {
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
});
