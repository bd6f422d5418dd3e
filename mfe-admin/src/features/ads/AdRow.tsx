import { Button, EDITION_LABELS, isEdition, type Advertisement } from '@newsroom/shared';
import { useEffect, useRef } from 'react';
import { ConfirmButton } from '../../components/ConfirmButton.tsx';
import { Badge } from '../../components/Panel.styles.ts';
import { Switch } from '../../components/Switch.tsx';
import { safeHref } from '../../lib/urls.ts';
import { campaignSummary } from './adCampaign.ts';
import { positionInfo, positionOptionLabel } from './adPositions.ts';
import { AdReport } from './AdReport.tsx';
import { AdThumb } from './AdsTab.styles.ts';
import { ItemBox, RowControls, RowMeta, RowTitle } from '../../components/ListRow.styles.ts';

const formatWhen = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const editionLabel = (key: string) => (isEdition(key) ? EDITION_LABELS[key] : key);

export interface AdRowProps {
  ad: Advertisement;
  busy: boolean;
  /** Back from edit mode: focus returns to this row's Edit button. */
  focusEdit?: boolean;
  onEdit: () => void;
  onSetActive: (active: boolean) => void;
  onDelete: () => void;
}

/** One ad of the list: image, title, position, link, campaign, the Active switch, Edit, Delete and its report. */
export function AdRow({ ad, busy, focusEdit = false, onEdit, onSetActive, onDelete }: AdRowProps) {
  const image = safeHref(ad.imageUrl);
  const editRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusEdit) editRef.current?.focus();
  }, [focusEdit]);
  return (
    <ItemBox $columns="8rem minmax(0, 1fr) auto" aria-label={ad.title}>
      {image ? <AdThumb src={image} alt="" loading="lazy" /> : <span aria-hidden="true" />}
      <div>
        <RowTitle>
          {ad.title}
          <Badge $tone={ad.isActive ? 'success' : 'muted'}>{ad.isActive ? 'Active' : 'Inactive'}</Badge>
        </RowTitle>
        <RowMeta>{positionOptionLabel(positionInfo(ad.position))}</RowMeta>
        {ad.content && <RowMeta>{ad.content}</RowMeta>}
        <RowMeta>Link: {ad.linkUrl || 'none'}</RowMeta>
        <RowMeta>{campaignSummary(ad, formatWhen, editionLabel)}</RowMeta>
      </div>
      <RowControls>
        <Switch checked={ad.isActive} label="Active" context={ad.title} disabled={busy} onCheckedChange={onSetActive} />
        <Button ref={editRef} $variant="secondary" $size="sm" disabled={busy} onClick={onEdit}>
          Edit
        </Button>
        <ConfirmButton label="Delete" title="Delete this advertisement?" disabled={busy} onConfirm={onDelete}>
          {`Are you sure you want to delete "${ad.title}"? Readers stop seeing it at once; it stays in the Trash for 30 days.`}
        </ConfirmButton>
      </RowControls>
      <AdReport ad={ad} />
    </ItemBox>
  );
}
