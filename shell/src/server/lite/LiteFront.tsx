import type { Story } from '@newsroom/shared';
import { LiteNewsletterForm } from './LiteNewsletterForm.tsx';
import { LiteStoryList } from './LiteStoryList.tsx';
import { liteStoryPath } from './liteRoutes.ts';

export interface LiteFrontProps {
  siteName: string;
  lead: Story | null;
  latest: readonly Story[];
  /** Live blogs running now. */
  live: readonly Story[];
}

/** A summary's first paragraph: the standfirst a list shows. */
const standfirst = (summary: string) => summary.trim().split(/\n\s*\n/)[0];

/** The lite front: the lead story, the live blogs running now, the latest stories, the newsletter. */
export function LiteFront({ siteName, lead, latest, live }: LiteFrontProps) {
  return (
    <>
      <h1>{siteName}: today’s news</h1>
      {!lead && <p>No stories yet. Please check back soon.</p>}
      {lead && (
        <section aria-labelledby="lite-lead">
          <h2 id="lite-lead">
            <a href={liteStoryPath(lead.slug || lead.id)}>{lead.title}</a>
          </h2>
          {standfirst(lead.summary) && <p>{standfirst(lead.summary)}</p>}
        </section>
      )}
      {live.length > 0 && (
        <section aria-labelledby="lite-live">
          <h2 id="lite-live">Live now</h2>
          <LiteStoryList stories={live} />
        </section>
      )}
      {latest.length > 0 && (
        <section aria-labelledby="lite-latest">
          <h2 id="lite-latest">Latest stories</h2>
          <LiteStoryList stories={latest} />
        </section>
      )}
      <section aria-labelledby="lite-newsletter">
        <h2 id="lite-newsletter">Newsletter</h2>
        <LiteNewsletterForm />
      </section>
    </>
  );
}
