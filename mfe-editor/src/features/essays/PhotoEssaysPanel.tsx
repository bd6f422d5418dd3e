import { Button } from '@newsroom/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ConsolePanelProps } from '../console/consoleTabs.ts';
import { Muted } from '../stories/StoriesPanel.styles.ts';
import type { EditorEssay } from './editorEssay.ts';
import { EssayEditor } from './EssayEditor.tsx';
import { EssayList } from './EssayList.tsx';
import { useEditorEssays } from './useEditorEssays.ts';

const ESSAY_PARAM = 'essay';

function OpenEssay({ id, essays, onClose }: { id: string; essays: readonly EditorEssay[]; onClose: () => void }) {
  const current = essays.find((essay) => essay.id === id) ?? null;
  const [opened] = useState(current);
  if (id !== 'new' && !opened) {
    return (
      <Muted>
        This photo essay does not exist (it may have been deleted).{' '}
        <Button $size="sm" $variant="secondary" onClick={onClose}>
          Back to photo essays
        </Button>
      </Muted>
    );
  }
  return <EssayEditor essay={opened} current={current} onClose={onClose} />;
}

/** The Photo Essays tab: the list or one essay's form (?essay=new or ?essay=<id>). */
export function PhotoEssaysPanel(_props: ConsolePanelProps) {
  const [params, setParams] = useSearchParams();
  const { data: essays = [] } = useEditorEssays();
  const openId = params.get(ESSAY_PARAM);
  const close = () => setParams({ tab: 'essays' });
  if (openId) return <OpenEssay key={openId} id={openId} essays={essays} onClose={close} />;
  return (
    <EssayList
      essays={essays}
      onNew={() => setParams({ tab: 'essays', [ESSAY_PARAM]: 'new' })}
      onEdit={(id) => setParams({ tab: 'essays', [ESSAY_PARAM]: id })}
    />
  );
}
