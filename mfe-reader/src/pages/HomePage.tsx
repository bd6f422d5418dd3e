import {
  DEFAULT_EDITION,
  EDITION_LABELS,
  useFront,
  VisuallyHidden,
  siteName,
  Slot,
  type Front,
  type HomePageProps,
} from '@newsroom/shared';
import { useMemo } from 'react';
import { AdSlot } from '../components/AdSlot.tsx';
import { PageShell } from '../components/PageShell.tsx';
import { HomeEmpty } from '../features/home/HomeEmpty.tsx';
import { LoadErrorPage } from '../components/LoadErrorPage.tsx';
import { StoriesSkeleton } from '../components/StoriesSkeleton.tsx';
import { FrontSectionView } from '../features/home/FrontSectionView.tsx';
import { frontPanels, frontSections, showsStories } from '../features/home/frontSections.ts';
import { LiveEventsMount, LiveUpdatesMount } from '../features/home/LivePanels.tsx';
import { EditionHeading, MobileStrip, Columns, Sidebar, SidebarOnly } from './HomePage.styles.ts';

function FrontStories({ front }: { front: Front | null | undefined }) {
  const sections = useMemo(() => (front ? frontSections(front) : []), [front]);
  if (!showsStories(sections)) return <HomeEmpty />;
  return sections.map((section) => <FrontSectionView key={`${section.kind}-${section.id}`} section={section} />);
}

interface FrontMainProps {
  front: Front | null | undefined;
  isPending: boolean;
  isError: boolean;
}

function FrontMain({ front, isPending, isError }: FrontMainProps) {
  if (isPending) return <StoriesSkeleton />;
  if (isError) return <LoadErrorPage />;
  return <FrontStories front={front} />;
}

/**
 * Exposed as ./HomePage: an edition's front, its containers drawn in order (decision 178). The live
 * panels come from mfe-live at runtime (RemoteMount), so the stories still show when mfe-live is
 * down. The front refreshes on realtime changes of stories (useFront).
 */
export function HomePage({ edition = DEFAULT_EDITION }: HomePageProps) {
  const { data: front, isPending, isError } = useFront(edition);
  const panels = frontPanels(front);
  const target = useMemo(() => ({ edition }), [edition]);
  return (
    <PageShell>
      <EditionHeading>
        <VisuallyHidden>{siteName()}: latest news, </VisuallyHidden>
        {EDITION_LABELS[edition]} edition
      </EditionHeading>
      {panels.updates && (
        <MobileStrip>
          <LiveUpdatesMount variant="mobile" />
        </MobileStrip>
      )}
      <Columns>
        <div>
          <FrontMain front={front} isPending={isPending} isError={isError} />
        </div>
        <Sidebar aria-label="Live coverage">
          {panels.updates && (
            <SidebarOnly>
              <LiveUpdatesMount variant="sidebar" />
            </SidebarOnly>
          )}
          <AdSlot position="top-sidebar" target={target} />
          {panels.events && <LiveEventsMount />}
          <AdSlot position="bottom-sidebar" target={target} />
          <AdSlot position="sidebar" target={target} />
          <Slot name="home-panel" />
        </Sidebar>
      </Columns>
    </PageShell>
  );
}
