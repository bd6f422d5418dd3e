// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { authStore, toast } from '@newsroom/shared';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSignupLanding, useEmailConfirmedNotice } from './useEmailConfirmedNotice.ts';

vi.mock('@newsroom/shared', async (original) => (await import('../../test/sharedMock.ts')).mockShared(original));

function Probe() {
  useEmailConfirmedNotice();
  return null;
}

describe('useEmailConfirmedNotice', () => {
  afterEach(() => {
    cleanup();
    window.location.hash = '';
    vi.mocked(toast.success).mockClear();
  });

  it('says the address is confirmed once the confirmation link has signed the new reader in', () => {
    authStore.setState({ status: 'loading', user: null });
    window.location.hash = '#access_token=a&refresh_token=r&expires_in=3600&token_type=bearer&type=signup';
    render(<Probe />);
    expect(toast.success).not.toHaveBeenCalled();
    act(() => authStore.setState({ status: 'signedIn', user: { id: 'u', email: 'new@example.com' } as never }));
    expect(toast.success).toHaveBeenCalledWith('Your e-mail address is confirmed. Welcome to The Daily Chronicle.');
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it('says nothing on other landings', () => {
    expect(isSignupLanding('#access_token=a&type=recovery')).toBe(false);
    expect(isSignupLanding('#error=access_denied&type=signup')).toBe(false);
    authStore.setState({ status: 'signedIn', user: { id: 'u' } as never });
    render(<Probe />);
    expect(toast.success).not.toHaveBeenCalled();
  });
});
