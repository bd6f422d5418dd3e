import { act, render, screen } from '@testing-library/react';
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
  });
});
