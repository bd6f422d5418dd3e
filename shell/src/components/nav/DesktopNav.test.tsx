// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig, type RuntimeConfig } from '@newsroom/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { DesktopNav } from './DesktopNav.tsx';

const SUBCATEGORIES = ['All Arts & Culture', 'Travel', 'Music', 'Lifestyle', 'Literature', 'Theatre'];

describe('DesktopNav', () => {
  afterEach(cleanup);

  it('links Home, the categories and Live Events', () => {
    renderWithProviders(<DesktopNav />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Business & Finance' })).toHaveAttribute(
      'href',
      '/category/business-finance',
    );
    expect(screen.getByRole('link', { name: 'Foreign' })).toHaveAttribute('href', '/category/foreign');
    expect(screen.getByRole('link', { name: 'Live Events' })).toHaveAttribute('href', '/live-events');
    expect(screen.queryByRole('link', { name: 'Travel' })).toBeNull();
  });

  it("shows a registered section's main entry as a link, its label as text (decision 207)", () => {
    const registry = [
      {
        ...{ name: 'puzzles', container: 'mfe_puzzles', manifestUrl: 'https://p.test/mf-manifest.json' },
        ...{ version: '1', entryFile: 'remoteEntry.js', integrity: `sha384-${'A'.repeat(64)}`, routes: [] },
        nav: [{ label: '<b>Puzzles</b>', href: '/puzzles', place: 'main' as const, order: 500 }],
      },
    ];
    setRuntimeConfig({ remotes: {}, registry } as unknown as RuntimeConfig);
    try {
      renderWithProviders(<DesktopNav />);
      expect(screen.getByRole('link', { name: '<b>Puzzles</b>' })).toHaveAttribute('href', '/puzzles');
      expect(screen.getByRole('navigation', { name: 'Main' }).querySelector('b')).toBeNull();
    } finally {
      setRuntimeConfig(null as unknown as RuntimeConfig);
    }
  });

  it('opens the Arts & Culture dropdown with Enter and lists all six links', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DesktopNav />);
    const trigger = screen.getByRole('button', { name: 'Arts & Culture' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    for (const label of SUBCATEGORIES) expect(screen.getByRole('link', { name: label })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Theatre' })).toHaveAttribute('href', '/category/arts-culture-theatre');
  });

  it('opens with Space as well', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DesktopNav />);
    const trigger = screen.getByRole('button', { name: 'Arts & Culture' });
    trigger.focus();
    await user.keyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens with ArrowDown and moves focus to the first link', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DesktopNav />);
    const trigger = screen.getByRole('button', { name: 'Arts & Culture' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('link', { name: 'All Arts & Culture' })).toHaveFocus());
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DesktopNav />);
    const trigger = screen.getByRole('button', { name: 'Arts & Culture' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'All Arts & Culture' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await act(async () => undefined);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });
});
