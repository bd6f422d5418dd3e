import { useSearchParams } from 'react-router-dom';
import type { ConsolePanelProps } from '../../components/consolePanel.ts';
import { listParamsOf } from '../../lib/listFilters.ts';
import { EssayList } from './EssayList.tsx';
import { NEW_ESSAY, OpenEssay } from './OpenEssay.tsx';

const ESSAY_PARAM = 'essay';

/** The Photo Essays tab: the list or one essay's form (?essay=new or ?essay=<id>). */
export function PhotoEssaysPanel(_props: ConsolePanelProps) {
  const [params, setParams] = useSearchParams();
  const openId = params.get(ESSAY_PARAM);
  // The list's search, filters and page stay in the URL while an essay is open.
  const listParams = listParamsOf(params);
  const open = (id: string) => setParams({ tab: 'essays', ...listParams, [ESSAY_PARAM]: id });
  const close = () => setParams({ tab: 'essays', ...listParams });
  if (openId) return <OpenEssay key={openId} id={openId} onClose={close} />;
  return <EssayList onNew={() => open(NEW_ESSAY)} onEdit={open} />;
}
