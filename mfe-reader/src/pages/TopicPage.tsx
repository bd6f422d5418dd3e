import { Breadcrumb } from '../features/category/Breadcrumb.tsx';
import { CreditIntro } from '../features/credits/CreditIntro.tsx';
import { CreditPageFrame } from '../features/credits/CreditPageFrame.tsx';
import { CreditStories } from '../features/credits/CreditStories.tsx';

/**
 * Exposed as ./TopicPage (/topic/:slug?page=N): the topic's intro and the published stories tagged
 * with it, newest first. An unknown tag, a tag without published stories, a page past the last and a page number
 * that is not one show the 404 page.
 */
export function TopicPage() {
  return (
    <CreditPageFrame kind="topic" fallbackName="Topic" showsEmpty={false}>
      {({ subject, data, slug, page }) => (
        <>
          <Breadcrumb current={subject.name} />
          <h1>{subject.name}</h1>
          <CreditIntro kind="topic" slug={slug} name={subject.name} />
          <CreditStories
            kind="topic"
            slug={slug}
            name={subject.name}
            page={page}
            stories={data.stories}
            hasNextPage={data.hasNextPage}
          />
        </>
      )}
    </CreditPageFrame>
  );
}
