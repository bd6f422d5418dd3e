import type * as Y from 'yjs';

/** The working copy's layout (docs/product/co-editing.md): the body in y-prosemirror's layout, the fields in a map. */
export const BODY_FRAGMENT = 'body';
export const FIELDS_MAP = 'fields';
/** The title, a Y.Text in `fields`, so two people typing in it both keep their letters. */
export const TITLE_FIELD = 'title';
/**
 * The story's saved version the working copy last matched: seeded from, or saved as by a console
 * on it. A saved version past it was saved elsewhere (the API, a console that could not join).
 */
export const SAVED_VERSION_FIELD = 'savedVersion';

export const bodyOf = (doc: Y.Doc): Y.XmlFragment => doc.getXmlFragment(BODY_FRAGMENT);
export const fieldsOf = (doc: Y.Doc): Y.Map<unknown> => doc.getMap(FIELDS_MAP);
