import { Button, LoadFailure } from '@newsroom/shared';
import { format } from 'date-fns';
import { useState } from 'react';
import { EmptyText, Panel, PanelHeading, PanelIntro } from '../../components/Panel.styles.ts';
import { PagerRow, Table, TableWrap } from '../users/UsersTab.styles.ts';
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
    <Panel aria-labelledby="admin-content-audit-heading">
      <PanelHeading id="admin-content-audit-heading">Content changes</PanelHeading>
      <PanelIntro>
        Stories, photo essays, live feeds, advertisements and live events: who created, changed, published, unpublished
        or deleted them. The database records every change; {CONTENT_AUDIT_PAGE_SIZE} a page, newest first.
      </PanelIntro>
      <ContentAuditFilterForm onFilter={filter} />
      {audit.isPending && <EmptyText>Loading content changes…</EmptyText>}
      {audit.isError && <LoadFailure message={CONTENT_AUDIT_LOAD_ERROR} onRetry={() => void audit.refetch()} />}
      {page && page.entries.length === 0 && <EmptyText>No content changes match.</EmptyText>}
      {page && page.entries.length > 0 && (
        <TableWrap>
          <Table aria-busy={audit.isPlaceholderData}>
            <caption>Content changes</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Changed by</th>
                <th scope="col">Action</th>
                <th scope="col">Content</th>
                <th scope="col">Fields</th>
              </tr>
            </thead>
            <tbody>
              {page.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.when}>{format(new Date(entry.when), 'd MMM yyyy, HH:mm:ss')}</time>
                  </td>
                  <td>{entry.actor}</td>
                  <td>{entry.action}</td>
                  <td>
                    {entry.kind}: {entry.title}
                  </td>
                  <td>{entry.fields}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
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
    </Panel>
  );
}
