import type * as Y from 'yjs';

/** The working copy's layout (docs/product/co-editing.md): the body in y-prosemirror's layout, the fields in a map. */
export const BODY_FRAGMENT = 'body';
export const FIELDS_MAP = 'fields';
/** The title, a Y.Text in `fields`, so two people typing in it both keep their letters. */
export const TITLE_FIELD = 'title';

export const bodyOf = (doc: Y.Doc): Y.XmlFragment => doc.getXmlFragment(BODY_FRAGMENT);
export const fieldsOf = (doc: Y.Doc): Y.Map<unknown> => doc.getMap(FIELDS_MAP);
