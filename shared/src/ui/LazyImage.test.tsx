import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig, type RuntimeConfig } from '../config/runtimeConfig.ts';
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

  describe('with image transformations', () => {
    const config = { supabaseUrl: 'https://p.supabase.co', imageTransformations: true } as RuntimeConfig;
    const stored = 'https://p.supabase.co/storage/v1/object/public/blog-images/a.jpg';
    afterEach(() => setRuntimeConfig(null as unknown as RuntimeConfig));

    it('sizes the LCP image for the screen, with its box, high priority and no lazy loading', () => {
      setRuntimeConfig(config);
      wrap(<LazyImage src={stored} alt="Harbour" aspect="hero" priority focal={{ x: 0.1, y: 0.9 }} />);
      const img = screen.getByRole('img', { name: 'Harbour' });
      expect(img.getAttribute('src')).toBe(
        'https://p.supabase.co/storage/v1/render/image/public/blog-images/a.jpg?width=800',
      );
      expect(img.getAttribute('srcset')).toContain('render/image/public/blog-images/a.jpg?width=480 480w');
      expect(img).toHaveAttribute('sizes', '(min-width: 1240px) 1200px, 100vw');
      expect(img).toHaveAttribute('width', '1200');
      expect(img).toHaveAttribute('height', '675');
      expect(img).toHaveAttribute('fetchpriority', 'high');
      expect(img).toHaveAttribute('loading', 'eager');
      expect(img).toHaveStyle({ objectPosition: '10% 90%' });
    });

    it('falls back to the original when the transformed image fails (a plan without them), then to the placeholder', () => {
      setRuntimeConfig(config);
      wrap(<LazyImage src={stored} alt="Harbour" priority />);
      fireEvent.error(screen.getByRole('img', { name: 'Harbour' }));
      const original = screen.getByRole('img', { name: 'Harbour' });
      expect(original).toHaveAttribute('src', stored);
      expect(original).not.toHaveAttribute('srcset');
      fireEvent.error(original);
      expect(screen.getByRole('img', { name: 'Image unavailable: Harbour' })).toBeInTheDocument();
    });

    it('gives lazy images no fetch priority', () => {
      setRuntimeConfig(config);
      vi.stubGlobal('IntersectionObserver', undefined);
      wrap(<LazyImage src={stored} alt="Card" />);
      const img = screen.getByRole('img', { name: 'Card' });
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).not.toHaveAttribute('fetchpriority');
      expect(img.getAttribute('src')).toContain('?width=800&height=600');
    });
  });
});
