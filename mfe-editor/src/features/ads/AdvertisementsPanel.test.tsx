import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Advertisement } from '@newsroom/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/renderWithRouter.tsx';
import { AdvertisementsPanel } from './AdvertisementsPanel.tsx';

const hooks = vi.hoisted(() => ({
  ads: [] as Advertisement[],
  create: { mutate: vi.fn(), isPending: false },
  setActive: { mutate: vi.fn(), isPending: false },
  remove: { mutate: vi.fn(), isPending: false },
}));

vi.mock('./useEditorAdvertisements.ts', () => ({
  useConsoleAdvertisements: () => ({ data: hooks.ads, error: null, refetch: vi.fn() }),
  useCreateAdvertisement: () => hooks.create,
  useSetAdvertisementActive: () => hooks.setActive,
  useDeleteAdvertisement: () => hooks.remove,
}));

const ad = (id: string, title: string, linkUrl: string): Advertisement => ({
  id,
  title,
  content: 'Single-origin coffee.',
  imageUrl: 'https://cdn.example/ad.png',
  linkUrl,
  position: 'sidebar',
  isActive: true,
  createdAt: '2026-11-20T08:00:00Z',
  startsAt: null,
  endsAt: null,
  sections: [],
  editions: [],
  frequencyCap: null,
});

describe('AdvertisementsPanel', () => {
  beforeEach(() => {
    hooks.ads = [ad('a1', 'Kopje Coffee', 'https://kopje.example'), ad('a2', 'Hostile', 'javascript:alert(1)')];
    hooks.create.mutate.mockReset();
  });

  it('editors see the list read-only, with a note that admins manage ads', () => {
    renderWithRouter(<AdvertisementsPanel isAdmin={false} />);
    expect(screen.getByRole('note')).toHaveTextContent('Advertisements are managed by administrators.');
    expect(screen.getByRole('heading', { name: 'Kopje Coffee' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('a link that is not http(s) is shown as text, never as a link', () => {
    renderWithRouter(<AdvertisementsPanel isAdmin={false} />);
    expect(screen.getByRole('link', { name: 'https://kopje.example' })).toHaveAttribute(
      'href',
      'https://kopje.example/',
    );
    expect(screen.getByText('javascript:alert(1)').closest('a')).toBeNull();
  });

  it('admins get the simple uploader: sidebar, footer, inline; create waits for a title and an image', async () => {
    const user = userEvent.setup();
    renderWithRouter(<AdvertisementsPanel isAdmin />);
    expect(screen.getByRole('combobox', { name: 'Position' })).toHaveValue('sidebar');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Sidebar', 'Footer', 'Inline']);
    const create = screen.getByRole('button', { name: 'Create advertisement' });
    expect(create).toBeDisabled();
    await user.type(screen.getByLabelText('Title *'), 'Kopje Coffee');
    expect(create).toBeDisabled();
    expect(screen.getByText('Add a title and an image to create the ad.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Title *'));
    await user.tab();
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^(Deactivate|Delete) / })).toHaveLength(4);
  });

  it('the simple uploader asks for an image file when given something else', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithRouter(<AdvertisementsPanel isAdmin />);
    await user.upload(screen.getByLabelText('Image *'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Please select an image file')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Image *'), new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(
      await screen.findByText('Invalid file type. Only JPEG, JPG, PNG, and WebP images are allowed.'),
    ).toBeInTheDocument();
  });
});
