import { describe, expect, it } from 'vitest';
import { imageSourceOf } from './imageSource.ts';

describe('imageSourceOf', () => {
  it('stores an uploaded image as its blog-images path, the same in every environment', () => {
    expect(imageSourceOf('http://127.0.0.1:54321/storage/v1/object/public/blog-images/2f1c-harbour.png')).toBe(
      'blog-images/2f1c-harbour.png',
    );
    expect(imageSourceOf('https://abc.supabase.co/storage/v1/object/public/blog-images/a/b%20c.jpg')).toBeNull();
    expect(imageSourceOf('https://abc.supabase.co/storage/v1/object/public/blog-images/a/b.jpg')).toBe(
      'blog-images/a/b.jpg',
    );
  });

  it('keeps another https address and refuses http, data: and javascript:', () => {
    expect(imageSourceOf(' https://images.example.com/a.jpg ')).toBe('https://images.example.com/a.jpg');
    expect(imageSourceOf('http://images.example.com/a.jpg')).toBeNull();
    expect(imageSourceOf('data:image/png;base64,AAAA')).toBeNull();
    expect(imageSourceOf('javascript:alert(1)')).toBeNull();
  });
});
