/**
 * An image chosen from the media library (decision 199): its public URL and the texts and focal
 * point a new use starts from (nothing is uploaded again).
 */
export interface LibraryImageChoice {
  url: string;
  alt: string;
  caption: string;
  credit: string;
  focal: { x: number; y: number } | null;
}

/**
 * Contract of the editor remote's exposed ./MediaChooser: the console's "Choose from library"
 * button and chooser, for forms in other remotes (the admin's ads). Both sides import this type.
 */
export interface MediaChooserModuleProps {
  onChoose: (image: LibraryImageChoice) => void;
  /** The button's words; "Choose from library" when absent. */
  label?: string;
  disabled?: boolean;
}

/** loadRemote('mfe_editor/MediaChooser'), through RemoteMount({ remote: 'editor', module }). */
export const MEDIA_CHOOSER_MODULE = 'MediaChooser';
