import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';
import { ThemeProvider } from './ThemeProvider.tsx';

/** A strip 100 px wide holding four tabs of 80 px side by side (the test DOM has no layout). */
function stubStripLayout() {
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    return Number(this.dataset.x ?? 0);
  });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(80);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(100);
}

function Strip({ defaultValue }: { defaultValue: string }) {
  return (
    <ThemeProvider global={false}>
      <Tabs defaultValue={defaultValue}>
        <TabList aria-label="Sections">
          {['a', 'b', 'c', 'd'].map((value, i) => (
            <Tab key={value} value={value} data-x={i * 80}>
              {value.toUpperCase()}
            </Tab>
          ))}
        </TabList>
        <TabPanel value={defaultValue}>Panel</TabPanel>
      </Tabs>
    </ThemeProvider>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('TabList', () => {
  it('scrolls a strip opened on a tab out of view so that tab shows, centred', () => {
    stubStripLayout();
    render(<Strip defaultValue="c" />);
    // Tab C spans 160..240: centred in 100 px, the strip starts at 150.
    expect(screen.getByRole('tablist', { name: 'Sections' }).scrollLeft).toBe(150);
  });

  it('leaves the strip alone while the open tab is in view, and follows a newly opened tab', async () => {
    stubStripLayout();
    render(<Strip defaultValue="a" />);
    const strip = screen.getByRole('tablist', { name: 'Sections' });
    expect(strip.scrollLeft).toBe(0);
    await userEvent.click(screen.getByRole('tab', { name: 'D' }));
    await act(() => Promise.resolve());
    expect(strip.scrollLeft).toBe(230);
  });

  it('keeps the open tab in view when a label changes width (a count that arrives late)', async () => {
    stubStripLayout();
    render(<Strip defaultValue="b" />);
    const strip = screen.getByRole('tablist', { name: 'Sections' });
    // Tab B (80..160) is out of a 100 px view: the strip starts at 70.
    expect(strip.scrollLeft).toBe(70);
    strip.scrollLeft = 0;
    await act(async () => screen.getByRole('tab', { name: 'A' }).append(' (2)'));
    expect(strip.scrollLeft).toBe(70);
  });
});
