import { peekRuntimeConfig } from '@newsroom/shared';
import type { ImagePlatform } from '@newsroom/shared/document';

/**
 * Where uploads live, from the singleton's runtime config: this remote bundles its own copy of the
 * renderer (@newsroom/shared/document), whose own config module is never loaded.
 */
export function imagePlatform(): ImagePlatform | null {
  const config = peekRuntimeConfig();
  return config ? { supabaseUrl: config.supabaseUrl, transformations: config.imageTransformations === true } : null;
}
