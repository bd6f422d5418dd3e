import { provideFederationHelpers } from '@newsroom/shared/federation-helpers';

// The remotes of the public pages take the federation runtime's helpers from the page.
provideFederationHelpers();

// Async boundary: Module Federation must negotiate shared singletons (React, the router, the
// stores) before any of them is evaluated, so the real entry is loaded with a dynamic import.
import('./bootstrap.tsx');
