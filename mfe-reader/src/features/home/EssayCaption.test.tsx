import type { StoryDocument } from '@newsroom/shared/document';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { makeEssay } from '../../test/fixtures.ts';
import { EssayCaption } from './EssayCaption.tsx';

// Counts loads of the renderer's module (the real one is returned): a plain caption must not load it.
const renderer = vi.hoisted(() => ({ loads: 0 }));
vi.mock('@newsroom/shared/document', async (importOriginal) => {
  renderer.loads += 1;
  return importOriginal();
});

const paragraph = (...content: StoryDocument['content'] & object) => ({ type: 'paragraph', content });
const text = (value: string, marks?: { type: string; attrs?: Record<string, unknown> }[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});

describe('EssayCaption', () => {
  it('draws a plain caption (paragraphs, line breaks) as its text, without loading the renderer', () => {
    const captionDocument: StoryDocument = {
      type: 'doc',
      content: [
        paragraph(text('Mist at dawn.'), { type: 'hardBreak' }, text('Victoria Falls')),
        paragraph(text('Two')),
      ],
    };
    const caption = 'Mist at dawn.\nVictoria Falls\n\nTwo';
    const { container } = render(<EssayCaption essay={makeEssay({ caption, captionDocument })} />);
    expect(container.innerHTML).toBe(`<p>${caption}</p>`);
    expect(renderer.loads).toBe(0);
  });

  it('shows the text of an essay without a document (a row from an older API), nothing for none', () => {
    const { container } = render(<EssayCaption essay={makeEssay({ caption: 'Plain words' })} />);
    expect(container.innerHTML).toBe('<p>Plain words</p>');
    expect(render(<EssayCaption essay={makeEssay({ caption: '' })} />).container.innerHTML).toBe('');
    expect(renderer.loads).toBe(0);
  });

  it('renders a formatted caption through the renderer, its text showing until it has loaded', async () => {
    const captionDocument: StoryDocument = {
      type: 'doc',
      content: [
        paragraph(
          text('Mist', [{ type: 'bold' }]),
          text(' over the '),
          text('falls', [{ type: 'link', attrs: { href: 'https://example.org/falls' } }]),
        ),
      ],
    };
    const essay = makeEssay({ caption: 'Mist over the falls', captionDocument });
    // Before the renderer has loaded (the server render waits for it; see the e2e essays spec).
    expect(renderToString(<EssayCaption essay={essay} />)).toContain('<p>Mist over the falls</p>');
    render(<EssayCaption essay={essay} />);
    expect(await screen.findByRole('link', { name: 'falls' })).toHaveAttribute('href', 'https://example.org/falls');
    expect(screen.getByText('Mist').tagName).toBe('STRONG');
    expect(renderer.loads).toBe(1);
  });
});
