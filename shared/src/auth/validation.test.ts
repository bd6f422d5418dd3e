import { describe, expect, it } from 'vitest';
import { FULL_NAME_MAX_LENGTH, validateSignUp } from './validation.ts';

const valid = { name: 'Ann Reader', email: 'ann@example.com', password: 'secret-1' };

describe('validateSignUp', () => {
  it('takes a full name of up to 100 characters, an emoji counted as one, as the database does', () => {
    expect(FULL_NAME_MAX_LENGTH).toBe(100);
    expect(validateSignUp({ ...valid, name: `${'x'.repeat(99)}🎉` })).toBeNull();
  });

  it('refuses a longer full name with the message the database gives', () => {
    expect(validateSignUp({ ...valid, name: `<b>${'x'.repeat(98)}</b>` })).toBe(
      'Full name must be 100 characters or fewer.',
    );
  });
});
