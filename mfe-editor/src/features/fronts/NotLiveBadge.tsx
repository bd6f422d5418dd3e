import { Badge } from './Fronts.styles.ts';

/** A story placed before it is published: left out of the front until it is live. */
export function NotLiveBadge() {
  return <Badge>Not live yet</Badge>;
}
