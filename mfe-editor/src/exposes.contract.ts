// Type-level contract check, never bundled: tsc fails when a module the editor contract lists is
// missing here or its component no longer takes the props the contract's consumers pass.
import type { RemoteImplementation } from '@newsroom/shared';
import { BlogManagementPage } from './pages/BlogManagementPage.tsx';
import { MediaChooser } from './panels/MediaChooser.tsx';

export const editorImplementation: RemoteImplementation<'editor'> = {
  BlogManagementPage,
  MediaChooser,
};
