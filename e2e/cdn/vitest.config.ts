import { defineConfig } from 'vitest/config';

/**
 * The CDN stand-in's VCL (deploy/varnish/default.vcl) under a real varnishd, in front of a tiny
 * origin that counts its requests. Needs Debian's varnish and varnish-modules; no build.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['cdn/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
