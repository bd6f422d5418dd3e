import { type FrontPreviewModuleProps } from '@newsroom/shared';
import { useMemo } from 'react';
import { PageShell } from '../components/PageShell.tsx';
import { FrontSectionView } from '../features/home/FrontSectionView.tsx';
import { HomeEmpty } from '../features/home/HomeEmpty.tsx';
import { frontPanels, frontSections, showsStories, type FrontSection } from '../features/home/frontSections.ts';
import { AdPlaceholder, PanelsNote } from './FrontPreview.styles.ts';

export type { FrontPreviewModuleProps };

/** No real ad in a preview: a staff view must not count as an impression (decision 209). */
const withoutAd = (section: FrontSection): FrontSection =>
  section.kind === 'grid' ? { ...section, withAd: false } : section;

function AdPosition() {
  return (
    <AdPlaceholder>
      Advertisement position: readers see the inline ad after this container’s sixth card (or its last).
    </AdPlaceholder>
  );
}

function LivePanelsNote({ front }: FrontPreviewModuleProps) {
  const { updates, events } = frontPanels(front);
  const panels = [updates && 'Live updates', events && 'Live events'].filter(Boolean);
  if (panels.length === 0) return null;
  return <PanelsNote>Beside the stories: {panels.join(' and ')} (mfe-live’s panels, as now).</PanelsNote>;
}

/**
 * Exposed as ./FrontPreview: a front's main column drawn with the home page's own components, for the
 * console's preview of an unpublished front. Its own module, so the home page's bundle is unchanged.
 */
export function FrontPreview({ front }: FrontPreviewModuleProps) {
  const sections = useMemo(() => frontSections(front), [front]);
  return (
    <PageShell>
      {showsStories(sections) ? (
        sections.map((section) => (
          <div key={`${section.kind}-${section.id}`}>
            <FrontSectionView section={withoutAd(section)} />
            {section.kind === 'grid' && section.withAd && <AdPosition />}
          </div>
        ))
      ) : (
        <HomeEmpty />
      )}
      <LivePanelsNote front={front} />
    </PageShell>
  );
}
