import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, fakeSupabase } from '../../../test/fakeSupabase.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { DefaultEditionPanel } from './DefaultEditionPanel.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../../../test/sharedMock.ts')).mockShared(original));

beforeEach(() => fakeSupabase.reset());

/** The settings row as the database holds it; set_default_edition answers the value, or 42501. */
function settings(allowed: boolean) {
  let stored = 'international';
  fakeSupabase.respondWith((request) => {
    if (request.table !== 'rpc:set_default_edition') return { data: { default_edition: stored } };
    if (!allowed) return { error: { code: '42501', message: 'Only an admin may name the default edition' } };
    stored = (argsOf(request, 'rpc')?.[0] as { edition: string }).edition;
    return { data: stored };
  });
}

describe('DefaultEditionPanel', () => {
  it('shows the default edition and saves another on choosing it', async () => {
    settings(true);
    renderWithProviders(<DefaultEditionPanel />);
    const group = await screen.findByRole('group', { name: 'Default edition' });
    expect(screen.getByRole('radio', { name: 'International' })).toBeChecked();
    expect(group).toBeEnabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Zimbabwe' }));
    expect(await screen.findByText('Saved: Zimbabwe is the default edition.')).toHaveAttribute('role', 'status');
    const [call] = fakeSupabase.made('rpc:set_default_edition');
    expect(argsOf(call, 'rpc')).toEqual([{ edition: 'zimbabwe' }]);
    expect(await screen.findByRole('radio', { name: 'Zimbabwe' })).toBeChecked();
  });

  it('says so when the database refuses the change, and keeps the saved edition', async () => {
    settings(false);
    renderWithProviders(<DefaultEditionPanel />);
    await userEvent.click(await screen.findByRole('radio', { name: 'UK' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unauthorized: Admin access required');
    expect(screen.getByRole('radio', { name: 'International' })).toBeChecked();
  });
});
