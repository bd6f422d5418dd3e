import '@newsroom/shared/zod-jitless';
import { isSitePath, isWebUrl } from '@newsroom/shared';
import { isHttpUrl } from '@newsroom/shared/image-upload';
import { z } from 'zod';
import { charLength } from './text.ts';

/** A form's refusal when a required field is empty (stories, photo essays, live feeds). */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields.';
export const IMAGE_URL_MESSAGE = 'Image URL must start with http:// or https://';

export const tooLongMessage = (label: string, max: number) =>
  `${label} must be ${max.toLocaleString('en-GB')} characters or fewer.`;

export const httpUrlMessage = (label: string) => `${label} must start with http:// or https://`;

export const siteLinkMessage = (label: string) =>
  `${label} must be an http:// or https:// address, or a path on this site such as /story/…`;

export const oneLineMessage = (label: string) => `${label} must be one line of text, without line breaks.`;

/** Line breaks, tabs and the other control characters the database refuses in one-line fields. */
const isControl = (code: number): boolean =>
  code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029 || code >= 0xfffe;

export const hasControlCharacter = (value: string): boolean =>
  Array.from(value).some((character) => isControl(character.charCodeAt(0)));

/**
 * Text kept exactly as typed, at most `max` code points (PostgreSQL's char_length, the tables'
 * CHECK limits). Required means "not only spaces"; `requiredMessage` overrides "X is required".
 */
export function limitedText(label: string, max: number, required: boolean, requiredMessage?: string) {
  const base = z.string().refine((value) => charLength(value) <= max, tooLongMessage(label, max));
  if (!required) return base;
  return base.refine((value) => value.trim().length > 0, requiredMessage ?? `${label} is required`);
}

/**
 * An absolute http(s) URL (no `javascript:`, `data:`, relative or credentialled URL), at most
 * `max` characters; empty is allowed unless `required`.
 */
export function httpUrlText(label: string, max: number, required: boolean) {
  return limitedText(label, max, required).refine(
    (value) => value.trim() === '' || isHttpUrl(value),
    httpUrlMessage(label),
  );
}

/**
 * A link readers follow (live feeds, breaking news): an http(s) address or a path on this site such
 * as /story/<id>, the rule the database and advertisements use; never `//host`, `javascript:` or a
 * path with whitespace a browser would drop. Empty is allowed unless `required`.
 */
export function siteLinkText(label: string, max: number, required: boolean) {
  return limitedText(label, max, required).refine(
    (value) => value.trim() === '' || isWebUrl(value) || isSitePath(value),
    siteLinkMessage(label),
  );
}

/** An image's focal point, each axis 0–1, or none (the tables' *_image_focal_range checks). */
const focalAxis = z.number().min(0).max(1);
export const imageFocalSchema = z.object({ x: focalAxis, y: focalAxis }).nullable();
