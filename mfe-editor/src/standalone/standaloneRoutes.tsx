import type { StandaloneRoute } from '@newsroom/shared';
import { BlogManagementPage } from '../pages/BlogManagementPage.tsx';

/** The standalone page's routes: the same paths as in the shell, without the shell's guards. */
export const STANDALONE_ROUTES: readonly StandaloneRoute[] = [
  { path: '/', label: 'Blog Management', element: <BlogManagementPage /> },
  { path: '/blog-management', element: <BlogManagementPage /> },
];
