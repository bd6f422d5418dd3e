import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DraftOffer } from './DraftOffer.tsx';

describe('DraftOffer', () => {
  it('says what was kept and when, and lets the editor restore or discard it', async () => {
    const onRestore = vi.fn();
    const onDiscard = vi.fn();
    const savedAt = new Date(2026, 10, 26, 14, 5).toISOString();
    render(
      <DraftOffer
        draft={{ values: {}, savedAt, baseVersion: 3 }}
        thing="photo essay"
        onRestore={onRestore}
        onDiscard={onDiscard}
      />,
    );
    const offer = screen.getByRole('region', { name: 'Unsaved changes found' });
    expect(offer).toHaveTextContent(
      'You have unsaved changes to this photo essay from 26 Nov 2026, 14:05 on this device.',
    );
    await userEvent.click(within(offer).getByRole('button', { name: 'Restore my changes' }));
    expect(onRestore).toHaveBeenCalledOnce();
    await userEvent.click(within(offer).getByRole('button', { name: 'Discard them' }));
    expect(onDiscard).toHaveBeenCalledOnce();
  });
});
