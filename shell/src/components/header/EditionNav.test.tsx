// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { queryKeys } from '@newsroom/shared';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReaderEditionContext } from '../../features/edition/readerEdition.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { EditionNav } from './EditionNav.tsx';

const current = () =>
  within(screen.getByRole('navigation', { name: 'Edition' }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('EditionNav', () => {
  afterEach(() => {
    cleanup();
    document.cookie = 'edition=; Max-Age=0; Path=/';
  });

  it('links each edition to the endpoint that remembers it, marking the front shown', () => {
    renderWithProviders(<EditionNav />, { route: '/zimbabwe' });
    const links = within(screen.getByRole('navigation', { name: 'Edition' })).getAllByRole('link');
    // nofollow: a GET that sets a cookie is not for crawlers.
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('rel')])).toEqual([
      ['UK', '/edition/uk', 'nofollow'],
      ['Zimbabwe', '/edition/zimbabwe', 'nofollow'],
      ['International', '/edition/international', 'nofollow'],
    ]);
    expect(current()).toEqual(['Zimbabwe']);
  });

  it("marks /'s edition: the server's, else the reader's cookie; none on other pages", () => {
    const { unmount } = renderWithProviders(
      <ReaderEditionContext.Provider value="uk">
        <EditionNav />
      </ReaderEditionContext.Provider>,
    );
    expect(current()).toEqual(['UK']);
    unmount();
    document.cookie = 'edition=international; Path=/';
    renderWithProviders(<EditionNav />);
    expect(current()).toEqual(['International']);
    cleanup();
    renderWithProviders(<EditionNav />, { route: '/story/1' });
    expect(current()).toEqual([]);
  });

  it("marks the site's default on / for a reader with no signal of their own (the admin's choice)", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.siteSettings, 'zimbabwe');
    expect(navigator.languages.some((language) => /-(gb|zw)$/i.test(language))).toBe(false);
    renderWithProviders(<EditionNav />, { queryClient });
    expect(current()).toEqual(['Zimbabwe']);
  });

  it('falls back to International when the site settings cannot be read', async () => {
    // No Supabase client is configured here: the read fails.
    renderWithProviders(<EditionNav />);
    await waitFor(() => expect(current()).toEqual(['International']));
  });
});
