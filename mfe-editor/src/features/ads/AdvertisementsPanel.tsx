import { LoadFailure } from '@newsroom/shared';
import { Notice } from '../../components/Notice.tsx';
import type { ConsolePanelProps } from '../../components/consolePanel.ts';
import { Muted, PanelHeader } from '../../components/consoleKit.styles.ts';
import { AdForm } from './AdForm.tsx';
import { AdList } from './AdList.tsx';
import { useConsoleAdvertisements } from './useEditorAdvertisements.ts';

/**
 * The Advertisements tab. Admins create, switch on and off, and delete ads here (the simple
 * uploader; the admin dashboard has the full editor). Editors see the live ads read-only: the
 * database refuses their writes anyway.
 */
export function AdvertisementsPanel({ isAdmin }: ConsolePanelProps) {
  const ads = useConsoleAdvertisements();
  return (
    <section aria-labelledby="ads-title">
      <PanelHeader>
        <h2 id="ads-title">Advertisements</h2>
      </PanelHeader>
      {isAdmin ? (
        <AdForm />
      ) : (
        <Notice $tone="info" role="note" aria-label="Read only">
          <p>
            Advertisements are managed by administrators. This is a read-only list of the ads running on the site now;
            ask an administrator to add, change or remove one.
          </p>
        </Notice>
      )}
      {!ads.data && ads.error && <LoadFailure message={ads.error.message} onRetry={() => void ads.refetch()} />}
      {!ads.data && !ads.error && <Muted role="status">Loading advertisements…</Muted>}
      {ads.data && <AdList ads={ads.data} canManage={isAdmin} />}
    </section>
  );
}
