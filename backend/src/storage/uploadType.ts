import { storageErrors } from './errors.ts';
import { IMAGE_TYPES, provenImageType } from './imageBytes.ts';
import { validateMimeType } from './limits.ts';

/** What clients declare for a file of unknown type: it names nothing, the bytes decide. */
const UNKNOWN = 'application/octet-stream';

const ALIASES: Record<string, string> = { 'image/jpg': 'image/jpeg' };

/** "Image/JPG; x=1" → "image/jpg". */
function mediaTypeOf(claim: string): string {
  return claim.split(';')[0].trim().toLowerCase();
}

function canonicalTypeOf(claim: string): string {
  const type = mediaTypeOf(claim);
  return ALIASES[type] ?? type;
}

/** A stored type that storage serves inline: an image type only bytes proven to be one get. */
export function isImageType(mimetype: string): boolean {
  return IMAGE_TYPES.has(canonicalTypeOf(mimetype));
}

/** The declarations that name a type (empty ones and application/octet-stream name none). */
function namedClaims(claims: readonly string[]): string[] {
  return claims.filter((claim) => claim.trim() !== '' && mediaTypeOf(claim) !== UNKNOWN);
}

/**
 * Checks what the client declared (the raw Content-Type; the file part's type and every
 * `contentType` field) against the bucket's allowed_mime_types, as storage-api does. Called as
 * soon as a declaration arrives, and again once the body is in.
 */
export function validateClaims(claims: readonly string[], allowed: readonly string[] | null): void {
  for (const claim of namedClaims(claims)) validateMimeType(claim, allowed);
}

/** The first declaration the stored type contradicts: another type than the image, or than the first declaration. */
function contradictedClaim(named: readonly string[], proven: string | null): string | undefined {
  if (proven) return named.find((claim) => canonicalTypeOf(claim) !== proven);
  return named.find((claim) => isImageType(claim) || canonicalTypeOf(claim) !== canonicalTypeOf(named[0]));
}

/**
 * The type an upload is stored and served as. Bytes that are an image are stored as that image,
 * and every declaration must name it; other bytes keep their one declared type (none: octet-stream),
 * and a declaration of an image type is refused. So no field order or header makes storage serve
 * an image's bytes, or anything else, as HTML or SVG inline (docs/product/security.md#uploads).
 */
export async function uploadTypeOf(
  filePath: string,
  claims: readonly string[],
  allowed: readonly string[] | null,
): Promise<string> {
  validateClaims(claims, allowed);
  const named = namedClaims(claims);
  const proven = await provenImageType(filePath);
  const contradicted = contradictedClaim(named, proven);
  if (contradicted !== undefined) throw storageErrors.contentIsNot(mediaTypeOf(contradicted));
  const stored = proven ?? named[0] ?? UNKNOWN;
  // Declared types were checked as sent; a type only the bytes named is checked now.
  if (named.length === 0) validateMimeType(stored, allowed);
  return stored;
}
