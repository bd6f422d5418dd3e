import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ImagePlaceholder } from './ImagePlaceholder.tsx';
import { ThemeProvider } from './ThemeProvider.tsx';

const wrap = (ui: ReactElement) => render(<ThemeProvider global={false}>{ui}</ThemeProvider>);

describe('ImagePlaceholder', () => {
  it('shows no error text: screen readers hear "Image unavailable" with the alt text', () => {
    const { container } = wrap(<ImagePlaceholder alt="Harare skyline" />);
    expect(screen.getByRole('img', { name: 'Image unavailable: Harare skyline' })).toBeInTheDocument();
    expect(container).toHaveTextContent('');
    // The neutral picture glyph stands in for a subject icon.
    expect(container.querySelector('svg')).toBeInTheDocument();
  });

  it('is hidden from screen readers in place of a decorative image', () => {
    const { container } = wrap(<ImagePlaceholder alt="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('[data-image-placeholder]')).toHaveAttribute('aria-hidden', 'true');
  });

  it("shows the subject's icon on its colour", () => {
    const { container } = wrap(<ImagePlaceholder alt="" icon={<svg data-testid="trophy" />} colour="#15803d" />);
    expect(screen.getByTestId('trophy')).toBeInTheDocument();
    expect(container.querySelector('[data-image-placeholder]')).toHaveStyle({ '--placeholder-colour': '#15803d' });
  });
});
