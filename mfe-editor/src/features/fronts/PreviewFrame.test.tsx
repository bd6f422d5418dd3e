import { render, screen, waitFor } from '@testing-library/react';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { PreviewFrame } from './PreviewFrame.tsx';

const Drawn = styled.p`
  color: rgb(1, 2, 3);
`;

/** The frame's own page, once the drawing is in it. */
async function framePage(): Promise<Document> {
  const frame = screen.getByTitle('The front on a phone') as HTMLIFrameElement;
  await waitFor(() => expect(frame.contentDocument?.body.textContent).toContain('Budget passes'));
  return frame.contentDocument!;
}

describe('PreviewFrame (decision 217)', () => {
  it('draws its children in a frame of the given width, their styles in its own head', async () => {
    render(
      <PreviewFrame title="The front on a phone" width={390}>
        <Drawn>Budget passes</Drawn>
      </PreviewFrame>,
    );
    const frame = screen.getByTitle('The front on a phone');
    expect(frame).toHaveAttribute('width', '390');
    const page = await framePage();
    // Not in the console's page: the frame's width is the viewport its media queries see.
    expect(document.body.textContent).not.toContain('Budget passes');
    expect(page.head.innerHTML).toContain('rgb(1, 2, 3)');
    expect(page.documentElement.lang).toBe('en');
  });
});
