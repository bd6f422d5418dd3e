import type { PortalClient, Tables } from '@newsroom/shared';

export type ContentAuditRow = Tables<'content_audit_log'>;

/** The kinds of content the triggers record, by table, with the dashboard's words for them. */
export const CONTENT_KINDS = {
  news_stories: 'Story',
  photo_essays: 'Photo essay',
  live_feeds: 'Live feed',
  advertisements: 'Advertisement',
  sports_events: 'Live event',
  live_posts: 'Live post',
  story_corrections: 'Correction or clarification',
} as const;
export type ContentTable = keyof typeof CONTENT_KINDS;

export const CONTENT_ACTIONS = {
  created: 'Created',
  changed: 'Changed',
  published: 'Published',
  unpublished: 'Unpublished',
  deleted: 'Deleted',
  // The trash (decision 195): a console delete moves content there for 30 days.
  trashed: 'Moved to the trash',
  restored: 'Restored from the trash',
  purged: 'Deleted for good',
  // Story alerts (decision 204): the story went out by Web Push; the entry's fields are its topics.
  alerted: 'Sent as an alert',
} as const;
export type ContentAction = keyof typeof CONTENT_ACTIONS;

/** Empty strings mean "any". */
export interface ContentAuditFilters {
  table: ContentTable | '';
  action: ContentAction | '';
  actorEmail: string;
}

export const NO_FILTERS: ContentAuditFilters = { table: '', action: '', actorEmail: '' };

export const CONTENT_AUDIT_PAGE_SIZE = 25;

export interface ContentAuditEntry {
  id: number;
  when: string;
  /** Who made the change; "System" for the service role (operators' scripts). */
  actor: string;
  action: string;
  kind: string;
  title: string;
  /** For changes, the fields that changed ("title, status"); empty otherwise. */
  fields: string;
}

export interface ContentAuditPage {
  entries: ContentAuditEntry[];
  /** The id to continue below for the next (older) page, or null on the last page. */
  olderThan: number | null;
}

const labelOf = <T extends Record<string, string>>(labels: T, key: string): string =>
  key in labels ? labels[key as keyof T] : key;

export function mapContentAuditRow(row: ContentAuditRow): ContentAuditEntry {
  return {
    id: row.id,
    when: row.created_at,
    actor: row.actor_email ?? row.actor_user_id ?? 'System',
    action: labelOf(CONTENT_ACTIONS, row.action),
    kind: labelOf(CONTENT_KINDS, row.table_name),
    title: row.title ?? '(untitled)',
    fields: row.action === 'deleted' || row.action === 'created' ? '' : row.changed_columns.join(', '),
  };
}

const COLUMNS = 'id, table_name, row_id, action, title, changed_columns, actor_user_id, actor_email, created_at';

/**
 * One page of the trail, newest first. Keyset paging by id (the identity is the insertion order):
 * every page is one bounded index range, however long the trail grows; no total is counted.
 */
export async function fetchContentAuditPage(
  client: PortalClient,
  filters: ContentAuditFilters,
  olderThan: number | null,
): Promise<ContentAuditPage> {
  let query = client
    .from('content_audit_log')
    .select(COLUMNS)
    .order('id', { ascending: false })
    .limit(CONTENT_AUDIT_PAGE_SIZE + 1);
  if (filters.table) query = query.eq('table_name', filters.table);
  if (filters.action) query = query.eq('action', filters.action);
  const actor = filters.actorEmail.trim().toLowerCase();
  if (actor) query = query.eq('actor_email', actor);
  if (olderThan !== null) query = query.lt('id', olderThan);
  const { data, error } = await query;
  if (error) throw error;
  const rows = (data ?? []) as ContentAuditRow[];
  const page = rows.slice(0, CONTENT_AUDIT_PAGE_SIZE);
  return {
    entries: page.map(mapContentAuditRow),
    olderThan: rows.length > CONTENT_AUDIT_PAGE_SIZE ? page[page.length - 1].id : null,
  };
}
