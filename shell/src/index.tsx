// Async boundary: Module Federation must negotiate shared singletons (React, the router, the
// stores) before any of them is evaluated, so the real entry is loaded with a dynamic import.
import('./bootstrap.tsx');
