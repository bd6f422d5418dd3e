import { NodeViewContent, NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { BlockLabel, BlockInput, BoxedBlock } from './StoryBodyEditor.styles.ts';

/** A pull quote in the editor: its text, editable in place, and a field for whom it quotes. */
export function PullQuoteView({ node, updateAttributes }: ReactNodeViewProps) {
  return (
    <NodeViewWrapper as="figure" data-pull-quote="">
      <BoxedBlock>
        <NodeViewContent />
        <BlockLabel contentEditable={false}>
          Attribution
          <BlockInput
            value={String(node.attrs.attribution ?? '')}
            maxLength={200}
            onChange={(event) => updateAttributes({ attribution: event.target.value || null })}
          />
        </BlockLabel>
      </BoxedBlock>
    </NodeViewWrapper>
  );
}
