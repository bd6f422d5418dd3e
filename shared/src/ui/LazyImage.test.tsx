import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyImage } from './LazyImage.tsx';
import { ThemeProvider } from './ThemeProvider.tsx';

const wrap = (ui: ReactElement) => render(<ThemeProvider global={false}>{ui}</ThemeProvider>);

afterEach(() => vi.unstubAllGlobals());

describe('LazyImage', () => {
  it('waits for 10% visibility with a 50px margin before requesting the image', () => {
    let callback: IntersectionObserverCallback = () => undefined;
    const options: IntersectionObserverInit[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback, init: IntersectionObserverInit) {
          callback = cb;
          options.push(init);
        }
        observe = vi.fn();
        disconnect = vi.fn();
      },
    );
    wrap(<LazyImage src="https://img.example/a.jpg" alt="A boat" />);
    expect(screen.queryByRole('img', { name: 'A boat' })).not.toBeInTheDocument();
    expect(options[0]).toEqual({ threshold: 0.1, rootMargin: '50px' });
    callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    return screen.findByRole('img', { name: 'A boat' });
  });

  it('shows the designed placeholder, named "Image unavailable" with the alt text, when the image fails or is missing', () => {
    const { unmount } = wrap(<LazyImage src="https://img.example/broken.jpg" alt="Parliament" priority />);
    fireEvent.error(screen.getByRole('img', { name: 'Parliament' }));
    const placeholder = screen.getByRole('img', { name: 'Image unavailable: Parliament' });
    expect(placeholder).toHaveAttribute('data-image-placeholder');
    expect(placeholder).toHaveTextContent('');
    unmount();
    wrap(<LazyImage src="" alt="No photo" />);
    expect(screen.getByRole('img', { name: 'Image unavailable: No photo' })).toBeInTheDocument();
  });

  it("gives the placeholder the subject's icon and colour", () => {
    const { container } = wrap(
      <LazyImage src="" alt="" placeholder={{ icon: <svg data-testid="trophy" />, colour: '#15803d' }} />,
    );
    const placeholder = container.querySelector('[data-image-placeholder]');
    expect(placeholder).toHaveStyle({ '--placeholder-colour': '#15803d' });
    expect(screen.getByTestId('trophy')).toBeInTheDocument();
  });

  it('never requests a source that is not http(s)', () => {
    const { container } = wrap(<LazyImage src="javascript:alert(1)" alt="" priority />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-image-placeholder]')).toBeInTheDocument();
  });
});
