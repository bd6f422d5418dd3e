import type { Front } from '../model/front.ts';

/**
 * Contract of the reader remote's exposed ./FrontPreview: a front drawn with the home page's own
 * components (layouts, cards, the lead), for the editor console's preview of an unpublished front
 * (front_preview's answer through mapFront; decision 209). Both sides import this type.
 */
export interface FrontPreviewModuleProps {
  front: Front;
}

/** loadRemote('mfe_reader/FrontPreview'), through RemoteMount({ remote: 'reader', module }). */
export const FRONT_PREVIEW_MODULE = 'FrontPreview';
