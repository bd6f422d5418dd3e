// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { clearLocalDraft, localDraftKey, readLocalDraft, writeLocalDraft } from './localDraft.ts';

describe('local drafts', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps one draft per item and gives it back', () => {
    const key = localDraftKey('story', 'abc');
    expect(key).toBe('newsroom.editor.draft.story.abc');
    expect(localDraftKey('essay', null)).toBe('newsroom.editor.draft.essay.new');
    writeLocalDraft(key, { values: { title: 'Half written 🎉' }, savedAt: '2026-11-22T10:00:00.000Z', baseVersion: 4 });
    expect(readLocalDraft<{ title: string }>(key)).toEqual({
      values: { title: 'Half written 🎉' },
      savedAt: '2026-11-22T10:00:00.000Z',
      baseVersion: 4,
    });
    clearLocalDraft(key);
    expect(readLocalDraft(key)).toBeNull();
  });

  it('ignores what it cannot read', () => {
    window.localStorage.setItem('newsroom.editor.draft.story.x', '{not json');
    expect(readLocalDraft('newsroom.editor.draft.story.x')).toBeNull();
    window.localStorage.setItem('newsroom.editor.draft.story.y', '{"values":null}');
    expect(readLocalDraft('newsroom.editor.draft.story.y')).toBeNull();
  });
});
