// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
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
});
