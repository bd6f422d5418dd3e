import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SponsoredAd } from './SponsoredAd.tsx';
import { ThemeProvider } from './ThemeProvider.tsx';

const rpc = vi.hoisted(() => vi.fn(() => Promise.resolve({ error: null })));
vi.mock('../supabase/client.ts', () => ({ getSupabase: () => ({ rpc }) }));

const ad = { title: 'Kariba Houseboats', imageUrl: 'https://ads.example/boat.jpg', linkUrl: 'https://boats.example/' };
const wrap = (props: Partial<typeof ad>) =>
  render(
    <ThemeProvider global={false}>
      <SponsoredAd ad={{ ...ad, ...props }} />
    </ThemeProvider>,
  );

describe('SponsoredAd', () => {
  it("links the advertiser's image to the advertiser, as a sponsored link in a new tab", () => {
    wrap({});
    const link = screen.getByRole('link', { name: 'Kariba Houseboats' });
    expect(link).toHaveAttribute('href', 'https://boats.example/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('sponsored');
    expect(screen.getByRole('img', { name: 'Kariba Houseboats' })).toHaveAttribute(
      'src',
      'https://ads.example/boat.jpg',
    );
  });

  it('shows the title instead of an image that fails to load', () => {
    wrap({});
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Kariba Houseboats')).toBeInTheDocument();
  });

  it('never turns a non-http(s) URL into an href or a src', () => {
    const { container } = wrap({ imageUrl: 'javascript:alert(1)', linkUrl: 'javascript:alert(2)' });
    expect(container.querySelector('a, img')).toBeNull();
    expect(screen.getByText('Kariba Houseboats')).toBeInTheDocument();
  });

  it('counts a click of an ad placed in a position (decision 187), and none of an ad without one', () => {
    render(
      <ThemeProvider global={false}>
        <SponsoredAd ad={{ ...ad, id: 'ad1' }} position="sidebar" />
        <SponsoredAd ad={{ ...ad, id: 'ad2', title: 'Uncounted' }} />
      </ThemeProvider>,
    );
    // Only the count is under test: the browser does not follow the link.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay);
    fireEvent.click(screen.getByRole('link', { name: 'Kariba Houseboats' }));
    fireEvent.click(screen.getByRole('link', { name: 'Uncounted' }));
    document.removeEventListener('click', stay);
    expect(rpc).toHaveBeenCalledTimes(1);
    expect(rpc).toHaveBeenCalledWith(
      'record_ad_event',
      expect.objectContaining({ ad_id: 'ad1', kind: 'click', slot: 'sidebar' }),
    );
  });
});
