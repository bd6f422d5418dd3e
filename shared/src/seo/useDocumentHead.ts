import { useEffect } from 'react';

export interface DocumentHead {
  title?: string;
  description?: string;
}

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

/** Sets the page title and meta description while mounted, restoring the previous ones after. */
export function useDocumentHead({ title, description }: DocumentHead): void {
  useEffect(() => {
    const previousTitle = document.title;
    const tag = descriptionTag();
    const previousDescription = tag.content;
    if (title) document.title = title;
    if (description !== undefined) tag.content = description;
    return () => {
      document.title = previousTitle;
      tag.content = previousDescription;
    };
  }, [title, description]);
}
