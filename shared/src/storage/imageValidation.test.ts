import { describe, expect, it } from 'vitest';
import {
  IMAGE_UPLOAD_MESSAGES,
  imageExtension,
  imageMimeType,
  isHttpUrl,
  validateImageFile,
  validateSimpleImageFile,
} from './imageValidation.ts';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('validateImageFile', () => {
  it.each([
    ['photo.jpg', 'image/jpeg'],
    ['photo.jpeg', 'image/jpg'],
    ['photo.png', 'image/png'],
    ['photo.webp', 'image/webp'],
  ])('accepts %s (%s)', (name, type) => {
    expect(validateImageFile(file(name, type))).toBeNull();
  });

  it.each([
    ['notes.txt', 'text/plain'],
    ['anim.gif', 'image/gif'],
    ['vector.svg', 'image/svg+xml'],
    ['photo.jpg.exe', 'application/octet-stream'],
  ])('refuses %s with the type message', (name, type) => {
    expect(validateImageFile(file(name, type))).toBe(IMAGE_UPLOAD_MESSAGES.invalidType);
  });

  it('refuses a file over 5 MB with the size message, and accepts exactly 5 MB', () => {
    expect(validateImageFile(file('big.jpg', 'image/jpeg', 6 * MB))).toBe(IMAGE_UPLOAD_MESSAGES.tooLarge);
    expect(validateImageFile(file('edge.jpg', 'image/jpeg', 5 * MB))).toBeNull();
    expect(validateImageFile(file('edge.jpg', 'image/jpeg', 5 * MB + 1))).toBe(IMAGE_UPLOAD_MESSAGES.tooLarge);
  });

  it('checks the type before the size', () => {
    expect(validateImageFile(file('big.txt', 'text/plain', 6 * MB))).toBe(IMAGE_UPLOAD_MESSAGES.invalidType);
  });

  it('judges a file without a declared type by its extension', () => {
    expect(imageMimeType(file('PHOTO.JPG', ''))).toBe('image/jpeg');
    expect(imageMimeType(file('notes', ''))).toBeNull();
  });

  it('keeps the product wording', () => {
    expect(IMAGE_UPLOAD_MESSAGES.invalidType).toBe(
      'Invalid file type. Only JPEG, JPG, PNG, and WebP images are allowed.',
    );
    expect(IMAGE_UPLOAD_MESSAGES.tooLarge).toBe('File size too large. Maximum size is 5MB.');
    expect(IMAGE_UPLOAD_MESSAGES.uploadFailed).toBe('Failed to upload image. Please try again.');
  });
});

describe('validateSimpleImageFile (the simple uploader)', () => {
  it('says "Please select an image file" for a file that is no image at all', () => {
    expect(validateSimpleImageFile(file('notes.txt', 'text/plain'))).toBe('Please select an image file');
    expect(validateSimpleImageFile(file('notes', ''))).toBe(IMAGE_UPLOAD_MESSAGES.notAnImage);
  });

  it("an image of another kind, or too large, gets the upload rules' messages", () => {
    expect(validateSimpleImageFile(file('anim.gif', 'image/gif'))).toBe(IMAGE_UPLOAD_MESSAGES.invalidType);
    expect(validateSimpleImageFile(file('big.png', 'image/png', 6 * MB))).toBe(IMAGE_UPLOAD_MESSAGES.tooLarge);
    expect(validateSimpleImageFile(file('photo.webp', ''))).toBeNull();
    expect(validateSimpleImageFile(file('photo.jpg', 'image/jpeg'))).toBeNull();
  });
});

describe('imageExtension', () => {
  it('names stored files by their canonical type', () => {
    expect(imageExtension('image/jpeg')).toBe('jpg');
    expect(imageExtension('image/webp')).toBe('webp');
  });
});

describe('isHttpUrl', () => {
  it.each(['https://example.com/a.jpg', 'http://127.0.0.1:54321/x.png', '  https://x.org  '])('accepts %s', (url) => {
    expect(isHttpUrl(url)).toBe(true);
  });
  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', '/relative.jpg', 'ftp://x.org/a', ''])(
    'refuses %s',
    (url) => {
      expect(isHttpUrl(url)).toBe(false);
    },
  );
});
