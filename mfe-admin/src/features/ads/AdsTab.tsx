import { ADVERTISEMENTS_LOAD_ERROR, Button, describeWriteError, LoadFailure } from '@newsroom/shared';
import { AD_CONSTRAINT_MESSAGES } from '@newsroom/shared/ad-write';
import { useState } from 'react';
import { EmptyText, Panel, PanelHeading, PanelIntro, TabStack } from '../../components/Panel.styles.ts';
import { adEditToPatch } from './adForm.ts';
import { AdCreateForm } from './AdCreateForm.tsx';
import { AdEditForm } from './AdEditForm.tsx';
import { AdRow } from './AdRow.tsx';
import { AdTrash } from './AdTrash.tsx';
import { AdList, FilterToggle } from './AdsTab.styles.ts';
import { useAdminAds, useDeleteAd, useSetAdActive, useUpdateAd } from './useAdminAds.ts';

/** Custom advertisements: create, preview, edit in place, switch on and off, delete. */
export function AdsTab() {
  const ads = useAdminAds();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [returnFocusId, setReturnFocusId] = useState<string | null>(null);
  const closeEditor = (id: string) => {
    setEditingId(null);
    setReturnFocusId(id);
  };
  const update = useUpdateAd();
  const setActive = useSetAdActive();
  const remove = useDeleteAd();
  const busyId = setActive.isPending ? setActive.variables?.id : remove.isPending ? remove.variables : null;
  const updateError = update.isError ? describeWriteError(update.error, { constraints: AD_CONSTRAINT_MESSAGES }) : null;
  // The list's Trash filter: deleted ads for 30 days (decision 195).
  const [showTrash, setShowTrash] = useState(false);

  return (
    <TabStack>
      <AdCreateForm />
      <Panel aria-labelledby="admin-ads-heading">
        <PanelHeading id="admin-ads-heading">Custom Advertisements</PanelHeading>
        <PanelIntro>All ads, newest first. Only active ads are shown to readers.</PanelIntro>
        <FilterToggle aria-label="Show">
          <Button
            $variant={showTrash ? 'secondary' : 'primary'}
            $size="sm"
            aria-pressed={!showTrash}
            onClick={() => setShowTrash(false)}
          >
            Advertisements
          </Button>
          <Button
            $variant={showTrash ? 'primary' : 'secondary'}
            $size="sm"
            aria-pressed={showTrash}
            onClick={() => setShowTrash(true)}
          >
            Trash
          </Button>
        </FilterToggle>
        {showTrash && <AdTrash />}
        {!showTrash && ads.isPending && <EmptyText>Loading advertisements…</EmptyText>}
        {!showTrash && ads.isError && (
          <LoadFailure message={ADVERTISEMENTS_LOAD_ERROR} onRetry={() => void ads.refetch()} />
        )}
        {!showTrash && ads.isSuccess && ads.data.length === 0 && <EmptyText>No advertisements yet.</EmptyText>}
        {!showTrash && ads.isSuccess && ads.data.length > 0 && (
          <AdList>
            {ads.data.map((ad) => (
              <li key={ad.id}>
                {editingId === ad.id ? (
                  <AdEditForm
                    ad={ad}
                    saving={update.isPending}
                    saveError={updateError}
                    onSave={(values) =>
                      update.mutate(
                        { id: ad.id, patch: adEditToPatch(values) },
                        { onSuccess: () => closeEditor(ad.id) },
                      )
                    }
                    onCancel={() => closeEditor(ad.id)}
                  />
                ) : (
                  <AdRow
                    ad={ad}
                    busy={busyId === ad.id}
                    focusEdit={returnFocusId === ad.id}
                    onEdit={() => {
                      update.reset();
                      setEditingId(ad.id);
                    }}
                    onSetActive={(active) => setActive.mutate({ id: ad.id, active })}
                    onDelete={() => remove.mutate(ad.id)}
                  />
                )}
              </li>
            ))}
          </AdList>
        )}
      </Panel>
    </TabStack>
  );
}
