/** The form's fields a co-editor can be in, by the key presence carries, with the label shown for it. */
export const COEDIT_FIELDS = {
  title: 'Title',
  body: 'Story text',
  author: 'Author',
  readTime: 'Read time',
  category: 'Category',
  credits: 'Authors and topics',
  image: 'Image',
  imageAlt: 'Image alt text',
  imageCaption: 'Caption',
  imageAuthor: 'Photographer',
  standfirst: 'Standfirst',
  seoTitle: 'Search headline',
  seoDescription: 'Search description',
  socialTitle: 'Social headline',
  socialImage: 'Social image',
} as const;

export type CoeditField = keyof typeof COEDIT_FIELDS;

/** Only known keys are read from a presence payload: anything else is dropped, never shown. */
export const isCoeditField = (value: unknown): value is CoeditField =>
  typeof value === 'string' && Object.hasOwn(COEDIT_FIELDS, value);

/** The attribute that marks a field's wrapper in the form (read when focus moves). */
export const FIELD_ATTRIBUTE = 'data-coedit-field';

/** The field an element with focus is in, from the closest wrapper marked with FIELD_ATTRIBUTE. */
export function fieldOf(target: EventTarget | null): CoeditField | null {
  if (!(target instanceof Element)) return null;
  const key = target.closest(`[${FIELD_ATTRIBUTE}]`)?.getAttribute(FIELD_ATTRIBUTE);
  return isCoeditField(key) ? key : null;
}
