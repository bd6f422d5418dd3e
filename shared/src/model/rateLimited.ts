/**
 * The product's sentence when the database refused a write over a request limit (a 429 whose
 * hint is `rate_limited`, docs/product/security.md#request-limits), else null: the reader learns
 * to wait rather than that something broke.
 */
export function rateLimitedMessage(
  error: { hint?: string | null; message?: string } | null | undefined,
): string | null {
  return error?.hint === 'rate_limited' && error.message ? error.message : null;
}
