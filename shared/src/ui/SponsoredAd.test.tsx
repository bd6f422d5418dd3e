import { fireEvent, render, screen } from '@testing-library/react';
import { SponsoredAd } from './SponsoredAd.tsx';
import { ThemeProvider } from './ThemeProvider.tsx';

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
});
