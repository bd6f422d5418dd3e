import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider, type FocalPoint } from '@newsroom/shared';
import { focalPointFromClick } from '../lib/focalPoint.ts';
import { FocalPointPicker } from './FocalPointPicker.tsx';

function Harness({ initial = null }: { initial?: FocalPoint | null }) {
  const [focal, setFocal] = useState<FocalPoint | null>(initial);
  return (
    <ThemeProvider global={false}>
      <FocalPointPicker src="https://img.example/a.jpg" alt="Harbour" value={focal} onChange={setFocal} />
      <output data-testid="value">{JSON.stringify(focal)}</output>
    </ThemeProvider>
  );
}

const picker = () => screen.getByRole('button', { name: /Set the focal point of the image/ });
const value = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as FocalPoint | null;

describe('FocalPointPicker', () => {
  it('sets the focal point where the editor clicks on the image, and says where it is', () => {
    render(<Harness />);
    expect(screen.getByText(/Focal point: the centre\./)).toBeInTheDocument();
    const image = picker().querySelector('img')!;
    image.getBoundingClientRect = () => ({ left: 100, top: 50, width: 400, height: 200 }) as DOMRect;
    fireEvent.click(picker(), { clientX: 200, clientY: 210, detail: 1 });
    expect(value()).toEqual({ x: 0.25, y: 0.8 });
    expect(screen.getByText(/25% from the left, 80% from the top/)).toBeInTheDocument();
    expect(screen.getByTestId('focal-marker')).toHaveStyle({ left: '25%', top: '80%' });
    // A click on the border, outside the image, stays inside it.
    fireEvent.click(picker(), { clientX: 90, clientY: 400, detail: 1 });
    expect(value()).toEqual({ x: 0, y: 1 });
  });

  it('moves with the arrow keys from the centre and resets to it', () => {
    render(<Harness />);
    fireEvent.keyDown(picker(), { key: 'ArrowRight' });
    fireEvent.keyDown(picker(), { key: 'ArrowUp' });
    expect(value()).toEqual({ x: 0.55, y: 0.45 });
    fireEvent.click(picker(), { detail: 0 });
    expect(value()).toEqual({ x: 0.55, y: 0.45 });
    fireEvent.click(screen.getByRole('button', { name: 'Reset focal point' }));
    expect(value()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset focal point' })).not.toBeInTheDocument();
  });

  it('keeps the point inside the image at its edges', () => {
    render(<Harness initial={{ x: 0.98, y: 0 }} />);
    fireEvent.keyDown(picker(), { key: 'ArrowRight' });
    fireEvent.keyDown(picker(), { key: 'ArrowUp' });
    expect(value()).toEqual({ x: 1, y: 0 });
  });

  it('turns a click into a point of the image, rounded and clamped', () => {
    const box = { left: 10, top: 10, width: 300, height: 200 };
    expect(focalPointFromClick({ clientX: 110, clientY: 60 }, box)).toEqual({ x: 0.333, y: 0.25 });
    expect(focalPointFromClick({ clientX: 0, clientY: 999 }, box)).toEqual({ x: 0, y: 1 });
    expect(focalPointFromClick({ clientX: 5, clientY: 5 }, { ...box, width: 0, height: 0 })).toEqual({
      x: 0.5,
      y: 0.5,
    });
  });
});
