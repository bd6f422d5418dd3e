import type { StandaloneRoute } from '@newsroom/shared/standalone';
import { BlogManagementPage } from '../pages/BlogManagementPage.tsx';
import { StandaloneAuth } from './StandaloneAuth.tsx';

const page = (
  <StandaloneAuth>
    <BlogManagementPage />
  </StandaloneAuth>
);

/** The standalone page's routes: the same paths as in the shell, without the shell's guards. */
export const STANDALONE_ROUTES: readonly StandaloneRoute[] = [
  { path: '/', label: 'Blog Management', element: page },
  { path: '/blog-management', element: page },
];
