import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithRouter } from '../test/renderWithRouter.tsx';
import { useListFilters } from './useListFilters.ts';

/** The filters in force, and buttons making the changes a test needs. */
function Probe() {
  const [filters, change] = useListFilters();
  return (
    <>
      <p>{`${filters.status} ${filters.author || '-'} ${filters.page}`}</p>
      <button
        type="button"
        onClick={() => {
          change({ status: 'published' });
          change({ author: 'Ann' }, { replace: true });
        }}
      >
        Click, then the pause ends
      </button>
      <button type="button" onClick={() => change({ status: 'draft' })}>
        Drafts
      </button>
      <button type="button" onClick={() => change({ author: 'Bo' })}>
        Bo
      </button>
    </>
  );
}

describe('useListFilters', () => {
  it('keeps a change made before the previous one rendered (a search pausing just after a click)', async () => {
    const { router } = renderWithRouter(<Probe />, '/blog-management?tab=stories&status=draft');
    fireEvent.click(screen.getByRole('button', { name: 'Click, then the pause ends' }));
    expect(await screen.findByText('published Ann 1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=stories&status=published&author=Ann');
  });

  it('builds on the URL again once it changes by other means (Back)', async () => {
    const { router } = renderWithRouter(<Probe />, '/blog-management?tab=stories');
    fireEvent.click(screen.getByRole('button', { name: 'Drafts' }));
    expect(await screen.findByText('draft - 1')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByText('all - 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Bo' }));
    expect(await screen.findByText('all Bo 1')).toBeInTheDocument();
  });
});
