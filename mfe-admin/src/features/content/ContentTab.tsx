import { LoadFailure } from '@newsroom/shared';
import { Link } from 'react-router-dom';
import { TabStack } from '../../components/Panel.styles.ts';
import { TitledPanel } from '../../components/TitledPanel.tsx';
import { CONSOLE_TABS, CONTENT_COUNT_LINKS, consoleHref } from './contentCounts.ts';
import { CountCard, CountGrid, CountValue, TabLinks } from './ContentTab.styles.ts';
import { DefaultEditionPanel } from './editions/DefaultEditionPanel.tsx';
import { CONTENT_COUNTS_LOAD_ERROR, useContentCounts } from './useContentCounts.ts';

/** Points to the blog-management console, with today's counts as links into it; the default edition. */
export function ContentTab() {
  const counts = useContentCounts();
  return (
    <TabStack>
      <TitledPanel
        headingId="admin-content-heading"
        title="Content Management"
        intro={
          <>
            Stories, photo essays, breaking news and live feeds are written and published in the{' '}
            <Link to="/blog-management">blog-management console</Link>.
          </>
        }
      >
        {counts.isError && <LoadFailure message={CONTENT_COUNTS_LOAD_ERROR} onRetry={() => void counts.refetch()} />}
        {!counts.isError && (
          <CountGrid aria-busy={counts.isPending}>
            {CONTENT_COUNT_LINKS.map(({ key, label, tab }) => (
              <li key={key}>
                <CountCard to={consoleHref(tab)}>
                  <CountValue>{counts.data ? counts.data[key] : '…'}</CountValue>
                  <span>{label}</span>
                </CountCard>
              </li>
            ))}
          </CountGrid>
        )}
        <nav aria-label="Blog management tabs">
          <TabLinks>
            {CONSOLE_TABS.map(({ tab, label }) => (
              <li key={tab}>
                <Link to={consoleHref(tab)}>{label}</Link>
              </li>
            ))}
          </TabLinks>
        </nav>
      </TitledPanel>
      <DefaultEditionPanel />
    </TabStack>
  );
}
