import { describe, expect, it } from 'vitest';
import { sniffFile, sniffImageType } from './imageSignature.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const WEBP = [0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50];

describe('sniffImageType', () => {
  it('recognises JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffImageType(new Uint8Array(JPEG))).toBe('image/jpeg');
    expect(sniffImageType(new Uint8Array(PNG))).toBe('image/png');
    expect(sniffImageType(new Uint8Array(WEBP))).toBe('image/webp');
  });

  it('sees through a renamed text, GIF, SVG or executable file', () => {
    for (const text of ['hello, I am not an image', 'GIF89a......', '<svg onload=alert(1)>', 'MZ\x90\x00']) {
      expect(sniffImageType(new TextEncoder().encode(text))).toBeNull();
    }
    expect(sniffImageType(new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x41, 0x56, 0x49, 0x20]))).toBeNull();
    expect(sniffImageType(new Uint8Array([]))).toBeNull();
  });

  it('reads a File', async () => {
    const renamed = new File(['just text'], 'photo.png', { type: 'image/png' });
    expect(await sniffFile(renamed)).toBeNull();
    expect(await sniffFile(new File([new Uint8Array(PNG)], 'real.png', { type: 'image/png' }))).toBe('image/png');
  });
});
