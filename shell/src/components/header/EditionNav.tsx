import { EDITION_LABELS, EDITIONS } from '@newsroom/shared';
import { useShownEdition } from '../../features/edition/readerEdition.ts';
import { EditionList } from './EditionNav.styles.ts';

/**
 * The edition switcher: plain links to GET /edition/{key}, which remembers the choice (a cookie)
 * and opens that edition's front, with or without JavaScript (decision 175). nofollow: crawlers
 * index the fronts at /{edition}, not a GET that sets a cookie.
 */
export function EditionNav() {
  const shown = useShownEdition();
  return (
    <nav aria-label="Edition">
      <EditionList>
        {EDITIONS.map((edition) => (
          <li key={edition}>
            <a href={`/edition/${edition}`} rel="nofollow" aria-current={edition === shown ? 'page' : undefined}>
              {EDITION_LABELS[edition]}
            </a>
          </li>
        ))}
      </EditionList>
    </nav>
  );
}
