import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { EDIT_IMAGE_EVENT, displaySource, imageCaption } from './imageDisplay.ts';
import { ImageEditButton } from './StoryBodyEditor.styles.ts';

/**
 * An inline image in the editor: the picture and its caption line; once selected, a button opens
 * the image dialog to edit its alt text, caption, credit and focal point (Enter does too).
 */
export function ImageView({ node, selected }: ReactNodeViewProps) {
  const alt = String(node.attrs.alt ?? '');
  const caption = imageCaption(node.attrs);
  return (
    <NodeViewWrapper as="figure" data-story-image="">
      <img src={displaySource(node.attrs.src)} alt={alt} />
      {caption && <figcaption>{caption}</figcaption>}
      {selected && (
        <ImageEditButton
          type="button"
          contentEditable={false}
          onClick={(event) => event.currentTarget.dispatchEvent(new CustomEvent(EDIT_IMAGE_EVENT, { bubbles: true }))}
        >
          Edit image
        </ImageEditButton>
      )}
    </NodeViewWrapper>
  );
}
