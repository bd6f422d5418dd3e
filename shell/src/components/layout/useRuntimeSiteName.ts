import { getRuntimeConfig } from '@newsroom/shared';

/** The product name from the runtime config (loaded before the shell renders). */
export function useRuntimeSiteName(): string {
  return getRuntimeConfig().siteName;
}
