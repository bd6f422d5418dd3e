import type { NoProps, RemoteContract } from './remoteContract.ts';

/** Props of every module mfe-editor exposes, keyed by module name. */
export interface EditorModuleProps {
  BlogManagementPage: NoProps;
}

/** mfe-editor: the newsroom console. */
export const EDITOR_CONTRACT = {
  remote: 'editor',
  container: 'mfe_editor',
  serverContainer: false,
  exposes: {
    BlogManagementPage: { kind: 'page', consumers: [{ app: 'shell', use: 'route /blog-management' }] },
  },
} as const satisfies RemoteContract<keyof EditorModuleProps>;
