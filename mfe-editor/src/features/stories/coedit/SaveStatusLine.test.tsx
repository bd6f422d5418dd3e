// @vitest-environment happy-dom
import type { WorkingCopyState } from '@newsroom/shared/coedit';
import { theme } from '@newsroom/shared';
import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { SaveStatusLine } from './SaveStatusLine.tsx';

/** What the line reads of a working copy: its state, as StoryWorkingCopy reports it. */
function copyStandIn() {
  const listeners = new Set<(state: WorkingCopyState) => void>();
  const copy = {
    state: { status: 'synced', saved: true, error: null } as WorkingCopyState,
    onState: (listener: (state: WorkingCopyState) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  const report = (change: Partial<WorkingCopyState>) =>
    act(() => {
      copy.state = { ...copy.state, ...change };
      for (const listener of listeners) listener(copy.state);
    });
  return { copy, report };
}

const keeper = { failing: false, onChange: () => () => true };

describe('SaveStatusLine', () => {
  it('shows the working copy as it is, and announces only going offline and being saved again', () => {
    const { copy, report } = copyStandIn();
    render(
      <ThemeProvider theme={theme}>
        <SaveStatusLine copy={copy} keeper={keeper} />
      </ThemeProvider>,
    );
    const live = screen.getByRole('status');
    expect(screen.getByText('All changes saved')).toBeTruthy();
    report({ saved: false });
    expect(screen.getByText('Saving…')).toBeTruthy();
    report({ saved: true });
    expect(live.textContent).toBe('');

    report({ status: 'offline' });
    report({ saved: false });
    const offline = 'Offline: your changes are kept on this device and merge when you are back';
    expect(screen.getByText(offline)).toBeTruthy();
    expect(live.textContent).toBe(
      'Connection lost. Offline: what you type is kept on this device and merges when you are back',
    );
    report({ status: 'synced' });
    expect(screen.getByText('Saving…')).toBeTruthy();
    report({ saved: true });
    expect(screen.getByText('All changes saved')).toBeTruthy();
    expect(live.textContent).toBe('Back online: all changes saved');
  });

  it('says why a save was refused', () => {
    const { copy, report } = copyStandIn();
    render(
      <ThemeProvider theme={theme}>
        <SaveStatusLine copy={copy} keeper={keeper} />
      </ThemeProvider>,
    );
    report({ saved: false, error: 'The story no longer exists' });
    expect(screen.getAllByText('Not saved: The story no longer exists')).toHaveLength(2);
  });
});
