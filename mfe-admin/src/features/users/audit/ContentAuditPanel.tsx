import { Button, LoadFailure } from '@newsroom/shared';
import { useState } from 'react';
import { EmptyText } from '../../../components/Panel.styles.ts';
import { TitledPanel } from '../../../components/TitledPanel.tsx';
import { AuditTable } from '../../../components/AuditTable.tsx';
import { PagerRow } from '../../../components/Table.styles.ts';
import { CONTENT_AUDIT_PAGE_SIZE, NO_FILTERS, type ContentAuditFilters } from './contentAudit.ts';
import { ContentAuditFilterForm } from './ContentAuditFilterForm.tsx';
import { CONTENT_AUDIT_LOAD_ERROR, useContentAudit } from './useContentAudit.ts';

/**
 * The content audit trail (written by the database's triggers): who created, changed, published,
 * unpublished or deleted which story, essay, live feed, ad or live event, newest first.
 */
export function ContentAuditPanel() {
  const [filters, setFilters] = useState<ContentAuditFilters>(NO_FILTERS);
  // The cursors of the pages opened so far: the last one is the page shown (null = newest).
  const [cursors, setCursors] = useState<Array<number | null>>([null]);
  const audit = useContentAudit(filters, cursors[cursors.length - 1]);
  const page = audit.data;

  const filter = (next: ContentAuditFilters) => {
    setFilters(next);
    setCursors([null]);
  };
  return (
    <TitledPanel
      headingId="admin-content-audit-heading"
      title="Content changes"
      intro={
        <>
          Stories, photo essays, live feeds, advertisements and live events: who created, changed, published,
          unpublished or deleted them. The database records every change; {CONTENT_AUDIT_PAGE_SIZE} a page, newest
          first.
        </>
      }
    >
      <ContentAuditFilterForm onFilter={filter} />
      {audit.isPending && <EmptyText>Loading content changes…</EmptyText>}
      {audit.isError && <LoadFailure message={CONTENT_AUDIT_LOAD_ERROR} onRetry={() => void audit.refetch()} />}
      {page && page.entries.length === 0 && <EmptyText>No content changes match.</EmptyText>}
      {page && page.entries.length > 0 && (
        <AuditTable
          caption="Content changes"
          columns={['Action', 'Content', 'Fields']}
          entries={page.entries.map((entry) => ({
            ...entry,
            cells: [entry.action, `${entry.kind}: ${entry.title}`, entry.fields],
          }))}
          busy={audit.isPlaceholderData}
        />
      )}
      {page && (cursors.length > 1 || page.olderThan !== null) && (
        <PagerRow>
          <p aria-live="polite">Page {cursors.length}</p>
          <Button
            $variant="secondary"
            $size="sm"
            disabled={cursors.length === 1}
            onClick={() => setCursors(cursors.slice(0, -1))}
          >
            Newer
          </Button>
          <Button
            $variant="secondary"
            $size="sm"
            disabled={page.olderThan === null || audit.isPlaceholderData}
            onClick={() => setCursors([...cursors, page.olderThan])}
          >
            Older
          </Button>
        </PagerRow>
      )}
    </TitledPanel>
  );
}
