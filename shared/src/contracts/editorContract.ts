import type { MediaChooserModuleProps } from './mediaChooserContract.ts';
import type { NoProps, RemoteContract } from './remoteContract.ts';

/** Props of every module mfe-editor exposes, keyed by module name. */
export interface EditorModuleProps {
  BlogManagementPage: NoProps;
  MediaChooser: MediaChooserModuleProps;
}

/** mfe-editor: the newsroom console, and its media library's chooser for other remotes' forms. */
export const EDITOR_CONTRACT = {
  remote: 'editor',
  container: 'mfe_editor',
  serverContainer: false,
  exposes: {
    BlogManagementPage: { kind: 'page', consumers: [{ app: 'shell', use: 'route /blog-management' }] },
    MediaChooser: { kind: 'widget', consumers: [{ app: 'admin', use: 'ad image from the media library' }] },
  },
} as const satisfies RemoteContract<keyof EditorModuleProps>;
