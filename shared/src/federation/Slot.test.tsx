import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Slot, SlotContext } from './Slot.tsx';

describe('Slot', () => {
  it('shows what the shell fills the named place with', () => {
    const fill = vi.fn((slot: string) => <p>Filled {slot}</p>);
    render(
      <SlotContext.Provider value={fill}>
        <Slot name="story-sidebar" />
      </SlotContext.Provider>,
    );
    expect(screen.getByText('Filled story-sidebar')).toBeInTheDocument();
    expect(fill).toHaveBeenCalledWith('story-sidebar');
  });

  it('is nothing outside the shell', () => {
    const { container } = render(<Slot name="home-panel" />);
    expect(container).toBeEmptyDOMElement();
  });
});
