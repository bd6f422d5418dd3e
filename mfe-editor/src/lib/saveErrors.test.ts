import { describe, expect, it, vi } from 'vitest';
import { EditConflictError, SaveRefusedError, toSaveError } from './saveErrors.ts';

describe('toSaveError', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);

  it('recognises an edit conflict (409 PT409)', () => {
    const error = toSaveError({ code: 'PT409', message: 'This story was changed…' }, 'story');
    expect(error).toBeInstanceOf(EditConflictError);
    expect(error.message).toMatch(/changed by someone else since you opened it\. Your text is still here/);
  });

  it('names the field behind a length constraint', () => {
    const error = toSaveError(
      {
        code: '23514',
        message: 'new row for relation "news_stories" violates check constraint "news_stories_title_length"',
      },
      'story',
    );
    expect(error).toBeInstanceOf(SaveRefusedError);
    expect(error.message).toBe('Title is too long or empty.');
  });

  it('explains a refusal by the policies', () => {
    expect(toSaveError({ code: '42501', message: 'denied' }, 'photo essay').message).toBe(
      'You do not have editing rights for this.',
    );
  });

  it("shows the database's refusal of a story document (22023) as it words it", () => {
    const message = 'The story body is not a valid document: content[0]: unknown node "script"';
    const error = toSaveError({ code: '22023', message }, 'story');
    expect(error).toBeInstanceOf(SaveRefusedError);
    expect(error.message).toBe(message);
  });

  it('keeps other failures generic', () => {
    const error = toSaveError({ code: '08006', message: 'connection lost' }, 'story');
    expect(error).not.toBeInstanceOf(SaveRefusedError);
  });
});
