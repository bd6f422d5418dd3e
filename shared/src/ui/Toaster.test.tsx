import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from './Toaster.tsx';
import { toast } from './toast.ts';

describe('Toaster and toast', () => {
  it('renders nothing until the first toast, then loads sonner and shows every waiting toast in order', async () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();

    let id: string | number = '';
    act(() => {
      toast.success('Story saved successfully!');
      toast.error('Failed to load stories');
      id = toast.message('Gone soon');
      toast.dismiss(id);
    });
    expect(id).toEqual(expect.any(String));

    expect(await screen.findByText('Story saved successfully!')).toBeInTheDocument();
    expect(screen.getByText('Failed to load stories')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    // Once sonner is there, calls go straight to it; the id given before loading still dismisses.
    act(() => {
      toast.info('Right away');
    });
    expect(await screen.findByText('Right away')).toBeInTheDocument();

    // sonner removes a dismissed toast on a 200 ms timer it never clears: let those timers run
    // while the page exists, or one fires after the test file's DOM is gone (an unhandled error).
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
    act(() => {
      toast.dismiss();
    });
    await waitFor(() => expect(screen.queryAllByRole('listitem')).toHaveLength(0));
  });

  it('puts toasts at the bottom on a phone, clear of the header links at the top (top right on wider screens)', async () => {
    const phone = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...phone.call(window, query),
      matches: query === '(max-width: 639px)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as typeof window.matchMedia;
    try {
      render(<Toaster />);
      act(() => {
        toast.success('Welcome back!');
      });
      expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
      expect(document.querySelector('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'bottom');
      act(() => {
        toast.dismiss();
      });
      await waitFor(() => expect(screen.queryAllByRole('listitem')).toHaveLength(0));
    } finally {
      window.matchMedia = phone;
    }
  });
});
