import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shellRoutes } from './router.tsx';

afterEach(() => vi.restoreAllMocks());

describe('shellRoutes', () => {
  it('opens a page whose code loads on demand without the "No HydrateFallback element" warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter(shellRoutes(), { initialEntries: ['/auth'] });
    // The first render is the one drawn while the page's code loads.
    const { container, unmount } = render(<RouterProvider router={router} />);
    expect(container).toBeEmptyDOMElement();
    unmount();
    router.dispose();
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/HydrateFallback/);
  });
});
