import { DEFAULT_SITE_NAME } from '../constants/site.ts';
import { getRuntimeConfig } from './runtimeConfig.ts';

/**
 * The product name: the runtime config's (the deployment names the site), or the default where
 * no config is loaded (a remote's standalone page, unit tests, tools). The one way to read it.
 */
export function siteName(): string {
  try {
    return getRuntimeConfig().siteName || DEFAULT_SITE_NAME;
  } catch {
    return DEFAULT_SITE_NAME;
  }
}
