import type { ConsolePanelProps } from '../../components/consolePanel.ts';
import { PanelHeader } from '../../components/consoleKit.styles.ts';
import { AuthorsSection } from './AuthorsSection.tsx';
import { TopicsSection } from './TopicsSection.tsx';

/**
 * The People & topics tab (decision 185): author profiles (create, edit, retire) and topics
 * (create, rename, describe, merge). Editors and admins manage both; the database refuses anyone else.
 */
export function PeoplePanel(_props: ConsolePanelProps) {
  return (
    <section aria-labelledby="people-title">
      <PanelHeader>
        <h2 id="people-title">People &amp; topics</h2>
      </PanelHeader>
      <AuthorsSection />
      <TopicsSection />
    </section>
  );
}
