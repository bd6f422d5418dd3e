import { DEFAULT_SITE_NAME, getRuntimeConfig } from '@newsroom/shared';

/** The product name from the runtime config (the standalone page and tests fall back to the default). */
export function siteName(): string {
  try {
    return getRuntimeConfig().siteName || DEFAULT_SITE_NAME;
  } catch {
    return DEFAULT_SITE_NAME;
  }
}
