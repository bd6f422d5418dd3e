// Zod compiles object parsers with `new Function` where it may, after probing for it once. Under the
// portal's Content-Security-Policy (no 'unsafe-eval') the probe is refused and reported as a CSP
// violation, although Zod then falls back. Jitless mode skips the probe; a form parse stays well
// under a millisecond. Imported, for this side effect, by every module that builds a schema, as
// '@newsroom/shared/zod-jitless': a subpath, so zod stays out of the shared singleton the shell loads.
import { z } from 'zod';

z.config({ jitless: true });
