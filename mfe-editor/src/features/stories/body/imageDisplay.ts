import { peekRuntimeConfig } from '@newsroom/shared';

/** Where the editor shows an image from: a `blog-images/…` path is the project's public object. */
export function displaySource(src: unknown): string {
  if (typeof src !== 'string') return '';
  if (!src.startsWith('blog-images/')) return src;
  const base = peekRuntimeConfig()?.supabaseUrl.replace(/\/+$/, '') ?? '';
  return `${base}/storage/v1/object/public/${src}`;
}

/** The line under an image in the editor: its caption and "Photo: credit". */
export const imageCaption = (attributes: Record<string, unknown>) =>
  [attributes.caption, attributes.credit ? `Photo: ${String(attributes.credit)}` : '']
    .filter((part) => typeof part === 'string' && part.trim() !== '')
    .join(' · ');

/** The event the selected image's Edit button sends up to the editor, which opens the image dialog. */
export const EDIT_IMAGE_EVENT = 'story-image-edit';
