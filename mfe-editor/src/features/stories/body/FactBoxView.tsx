import { NodeViewContent, NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { BlockLabel, BlockInput, BoxedBlock } from './StoryBodyEditor.styles.ts';

/** A fact box in the editor: a field for its title above its paragraphs and lists. */
export function FactBoxView({ node, updateAttributes }: ReactNodeViewProps) {
  return (
    <NodeViewWrapper as="aside" data-fact-box="">
      <BoxedBlock>
        <BlockLabel contentEditable={false}>
          Fact box title
          <BlockInput
            value={String(node.attrs.title ?? '')}
            maxLength={120}
            onChange={(event) => updateAttributes({ title: event.target.value || null })}
          />
        </BlockLabel>
        <NodeViewContent />
      </BoxedBlock>
    </NodeViewWrapper>
  );
}
