// Async boundary: shared singletons are negotiated before React is evaluated (standalone page only;
// the shell loads this remote through remoteEntry.js, not through this file).
import('./bootstrap.tsx');
