import {
  DEFAULT_EDITION,
  EDITION_LABELS,
  selectHomeStories,
  useHomeStories,
  VisuallyHidden,
  siteName,
  type HomePageProps,
} from '@newsroom/shared';
import { useMemo } from 'react';
import { AdSlot } from '../components/AdSlot.tsx';
import { PageShell } from '../components/PageShell.tsx';
import { FeaturedStory } from '../features/home/FeaturedStory.tsx';
import { HomeEmpty } from '../features/home/HomeEmpty.tsx';
import { LoadErrorPage } from '../components/LoadErrorPage.tsx';
import { StoriesSkeleton } from '../components/StoriesSkeleton.tsx';
import { LatestStories } from '../features/home/LatestStories.tsx';
import { LiveEventsMount, LiveUpdatesMount } from '../features/home/LivePanels.tsx';
import { PhotoEssaysSection } from '../features/home/PhotoEssaysSection.tsx';
import { EditionHeading, MobileStrip, Columns, Sidebar, SidebarOnly } from './HomePage.styles.ts';

function HomeStories() {
  const { data: stories, isPending, isError } = useHomeStories();
  const home = useMemo(() => selectHomeStories(stories ?? []), [stories]);
  if (isPending) return <StoriesSkeleton />;
  if (isError) return <LoadErrorPage />;
  if (!home.featured) return <HomeEmpty />;
  return (
    <>
      <FeaturedStory story={home.featured} />
      <LatestStories stories={home.latest} />
      <PhotoEssaysSection />
    </>
  );
}

/**
 * Exposed as ./HomePage: an edition's front (the same stories in every edition until fronts are
 * curated, decision 175). The live panels come from mfe-live at runtime (RemoteMount), so the
 * stories still show when mfe-live is down. Lists refresh on realtime changes (useHomeStories).
 */
export function HomePage({ edition = DEFAULT_EDITION }: HomePageProps) {
  return (
    <PageShell>
      <EditionHeading>
        <VisuallyHidden>{siteName()}: latest news, </VisuallyHidden>
        {EDITION_LABELS[edition]} edition
      </EditionHeading>
      <MobileStrip>
        <LiveUpdatesMount variant="mobile" />
      </MobileStrip>
      <Columns>
        <div>
          <HomeStories />
        </div>
        <Sidebar aria-label="Live coverage">
          <SidebarOnly>
            <LiveUpdatesMount variant="sidebar" />
          </SidebarOnly>
          <AdSlot position="top-sidebar" />
          <LiveEventsMount />
          <AdSlot position="bottom-sidebar" />
          <AdSlot position="sidebar" />
        </Sidebar>
      </Columns>
    </PageShell>
  );
}
