import type { MediaChooserModuleProps } from '@newsroom/shared';
import { ChooseFromLibrary } from '../components/media/ChooseFromLibrary.tsx';

export type { MediaChooserModuleProps };

/**
 * Exposed as ./MediaChooser: the console's "Choose from library" (decision 199) for forms in
 * other remotes, which reach it through RemoteMount rather than importing the editor's source.
 */
export function MediaChooser(props: MediaChooserModuleProps) {
  return <ChooseFromLibrary {...props} />;
}
