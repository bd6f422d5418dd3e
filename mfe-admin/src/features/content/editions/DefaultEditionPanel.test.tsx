import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, fakeSupabase } from '../../../test/fakeSupabase.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { DefaultEditionPanel } from './DefaultEditionPanel.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../../../test/sharedMock.ts')).mockShared(original));

beforeEach(() => fakeSupabase.reset());

/** The settings row as the database holds it; an update answers the row back when allowed. */
function settings(allowed: boolean) {
  let stored = 'international';
  fakeSupabase.respondWith((request) => {
    const update = argsOf(request, 'update')?.[0] as { default_edition: string } | undefined;
    if (!update) return { data: { default_edition: stored } };
    if (!allowed) return { data: [] };
    stored = update.default_edition;
    return { data: [{ default_edition: stored }] };
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
    const [update] = fakeSupabase.made('site_settings', 'update');
    expect(argsOf(update, 'update')).toEqual([{ default_edition: 'zimbabwe' }]);
    expect(await screen.findByRole('radio', { name: 'Zimbabwe' })).toBeChecked();
  });

  it('says so when the database refuses the change, and keeps the saved edition', async () => {
    settings(false);
    renderWithProviders(<DefaultEditionPanel />);
    await userEvent.click(await screen.findByRole('radio', { name: 'UK' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not allowed');
    expect(screen.getByRole('radio', { name: 'International' })).toBeChecked();
  });
});
