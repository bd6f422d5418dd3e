import { type FrontPreviewModuleProps } from '@newsroom/shared';
import { useMemo } from 'react';
import { PageShell } from '../components/PageShell.tsx';
import { FrontSectionView } from '../features/home/FrontSectionView.tsx';
import { HomeEmpty } from '../features/home/HomeEmpty.tsx';
import { LiveEventsMount, LiveUpdatesMount } from '../features/home/LivePanels.tsx';
import { frontPanels, frontSections, showsStories, type FrontSection } from '../features/home/frontSections.ts';
import { Columns, MobileStrip, Sidebar, SidebarOnly } from '../pages/HomePage.styles.ts';
import { AdPlaceholder } from './FrontPreview.styles.ts';

export type { FrontPreviewModuleProps };

/** No real ad in a preview: a staff view must not count as an impression (decision 209). */
const withoutAd = (section: FrontSection): FrontSection =>
  section.kind === 'grid' ? { ...section, withAd: false } : section;

/** The sidebar's ad positions, in the home page's order, and where each sits. */
const SIDEBAR_AD_PLACES = {
  'top-sidebar': 'the top of the sidebar',
  'bottom-sidebar': 'under the live events',
  sidebar: 'the foot of the sidebar',
} as const;

function InlineAdPosition() {
  return (
    <AdPlaceholder>
      Advertisement position: readers see the inline ad after this container’s sixth card (or its last).
    </AdPlaceholder>
  );
}

function SidebarAdPosition({ position }: { position: keyof typeof SIDEBAR_AD_PLACES }) {
  return (
    <AdPlaceholder>Advertisement position: {SIDEBAR_AD_PLACES[position]}, when an ad is booked there.</AdPlaceholder>
  );
}

function FrontStories({ sections }: { sections: FrontSection[] }) {
  if (!showsStories(sections)) return <HomeEmpty />;
  return sections.map((section) => (
    <div key={`${section.kind}-${section.id}`}>
      <FrontSectionView section={withoutAd(section)} />
      {section.kind === 'grid' && section.withAd && <InlineAdPosition />}
    </div>
  ));
}

/**
 * Exposed as ./FrontPreview: a front drawn as the home page draws it, for the console's preview of an
 * unpublished front (decision 209): the stories with the home page's own components, and beside them
 * mfe-live's panels (loaded at runtime, as on the home page, with what is live now) and the sidebar's
 * ad positions (decision 218). No real ad and no team's panel: a staff view must not count as their
 * impression. Its own module, so the home page's bundle is unchanged.
 */
export function FrontPreview({ front }: FrontPreviewModuleProps) {
  const sections = useMemo(() => frontSections(front), [front]);
  const panels = frontPanels(front);
  return (
    <PageShell>
      {panels.updates && (
        <MobileStrip>
          <LiveUpdatesMount variant="mobile" />
        </MobileStrip>
      )}
      <Columns>
        <div>
          <FrontStories sections={sections} />
        </div>
        <Sidebar aria-label="Live coverage">
          {panels.updates && (
            <SidebarOnly>
              <LiveUpdatesMount variant="sidebar" />
            </SidebarOnly>
          )}
          <SidebarAdPosition position="top-sidebar" />
          {panels.events && <LiveEventsMount />}
          <SidebarAdPosition position="bottom-sidebar" />
          <SidebarAdPosition position="sidebar" />
        </Sidebar>
      </Columns>
    </PageShell>
  );
}
