import type { FunctionComponent, ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHydratingShellRouter, shellRoutes } from './router.tsx';

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

describe('createHydratingShellRouter', () => {
  it('loads the code of a lazy server-rendered page before the router starts, so hydration draws it at once', async () => {
    window.history.pushState(null, '', '/alerts');
    const router = await createHydratingShellRouter('/alerts');
    const page = router.state.matches.at(-1)?.route;
    expect(page?.path).toBe('/alerts');
    expect(page?.lazy).toBeUndefined();
    // The data router turns the loaded Component into the route's element.
    expect((page?.element as ReactElement<unknown, FunctionComponent> | undefined)?.type.name).toBe('AlertsPage');
    expect(router.state.initialized).toBe(true);
    router.dispose();
    window.history.pushState(null, '', '/');
  });
});
