import { IMAGE_MAX_BYTES, toHttpUrl } from '@newsroom/shared';

/** The image upload messages readers of the console see, word for word. */
export const IMAGE_UPLOAD_MESSAGES = {
  invalidType: 'Invalid file type. Only JPEG, JPG, PNG, and WebP images are allowed.',
  tooLarge: 'File size too large. Maximum size is 5MB.',
  notAnImage: 'Please select an image file',
  uploadFailed: 'Failed to upload image. Please try again.',
  uploadError: 'Error uploading image',
  unauthorized: 'Unauthorized: Admin access required',
} as const;

/** What the file picker offers; the same list the blog-images bucket accepts. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';

const TYPE_BY_MIME: Record<string, string> = {
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/webp': 'image/webp',
};

const TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const EXTENSION_BY_TYPE: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export interface ImageFileLike {
  name: string;
  type: string;
  size: number;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The canonical MIME type of an accepted image, or null. A declared type decides; a file the
 * browser gave no type (some systems do that) is judged by its extension.
 */
export function imageMimeType(file: ImageFileLike): string | null {
  const declared = file.type.trim().toLowerCase();
  if (declared) return TYPE_BY_MIME[declared] ?? null;
  return TYPE_BY_EXTENSION[extensionOf(file.name)] ?? null;
}

/** The file extension a stored image gets, from its canonical type. */
export function imageExtension(mimeType: string): string {
  return EXTENSION_BY_TYPE[mimeType] ?? 'img';
}

/**
 * Checks a chosen file before any byte is sent: type first (jpeg, jpg, png, webp), then size
 * (5 MB at most). Returns the message to show, or null when the file may be uploaded. The bucket
 * enforces the same rules server-side.
 */
export function validateImageFile(file: ImageFileLike, maxBytes: number = IMAGE_MAX_BYTES): string | null {
  if (!imageMimeType(file)) return IMAGE_UPLOAD_MESSAGES.invalidType;
  if (file.size > maxBytes) return IMAGE_UPLOAD_MESSAGES.tooLarge;
  return null;
}

/**
 * The simple uploader's check (the console's Advertisements tab): a file that is not an image at
 * all says "Please select an image file"; an image of another kind, or too large, gets the
 * jpeg/png/webp and 5 MB messages of validateImageFile.
 */
export function validateSimpleImageFile(file: ImageFileLike, maxBytes: number = IMAGE_MAX_BYTES): string | null {
  const declared = file.type.trim().toLowerCase();
  const looksLikeImage = declared ? declared.startsWith('image/') : imageMimeType(file) !== null;
  if (!looksLikeImage) return IMAGE_UPLOAD_MESSAGES.notAnImage;
  return validateImageFile(file, maxBytes);
}

/** True for an absolute http(s) URL: the only kind that may become an image src or a link href. */
export function isHttpUrl(value: string): boolean {
  return toHttpUrl(value) !== null;
}
