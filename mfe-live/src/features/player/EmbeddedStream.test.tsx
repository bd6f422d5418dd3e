import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmbeddedStream } from './EmbeddedStream.tsx';

describe('EmbeddedStream', () => {
  it('is a titled frame that may autoplay and go full screen', () => {
    // A detached container: happy-dom then never tries (and logs that it refuses) to load the frame.
    const container = document.createElement('div');
    render(<EmbeddedStream src="https://www.youtube-nocookie.com/embed/x" provider="youtube" title="Cup final" />, {
      container,
    });
    const frame = within(container).getByTitle('Cup final (live stream)');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/x');
    expect(frame.getAttribute('allow')).toContain('autoplay');
    expect(frame).toHaveAttribute('allowfullscreen');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  });
});
