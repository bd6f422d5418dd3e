import { EditorConsole } from '../console/EditorConsole.tsx';

/** Exposed as ./BlogManagementPage (/blog-management, signed-in users; the shell guards it). */
export function BlogManagementPage() {
  return <EditorConsole />;
}
