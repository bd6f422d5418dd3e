/**
 * publishTime comes from published_at, else created_at, else the current time; an invalid
 * date falls back to the current time. Returned as an ISO string so it survives the query cache.
 */
export function resolvePublishTime(
  publishedAt: string | null | undefined,
  createdAt: string | null | undefined,
  now: Date = new Date(),
): string {
  const raw = publishedAt || createdAt;
  if (!raw) return now.toISOString();
  const parsed = new Date(raw);
  return Number.isNaN(parsed.getTime()) ? now.toISOString() : parsed.toISOString();
}
