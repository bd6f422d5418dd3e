import { AuthorProfile } from '../features/credits/AuthorProfile.tsx';
import { CreditIntro } from '../features/credits/CreditIntro.tsx';
import { CreditPageFrame } from '../features/credits/CreditPageFrame.tsx';
import { CreditStories } from '../features/credits/CreditStories.tsx';

/**
 * Exposed as ./AuthorPage (/author/:slug?page=N): the author's profile (long bio and e-mail for
 * readers included) and their published stories, newest first. An unknown slug, a page past the
 * last and a page number that is not one show the 404 page; an author without published stories
 * yet still has a page.
 */
export function AuthorPage() {
  return (
    <CreditPageFrame kind="author" fallbackName="Author" showsEmpty>
      {({ subject, data, slug, page }) => (
        <>
          <AuthorProfile author={subject} />
          <CreditIntro kind="author" slug={slug} name={subject.name} />
          <h2>Latest stories</h2>
          {data.stories.length === 0 ? (
            <p>No published stories yet.</p>
          ) : (
            <CreditStories
              kind="author"
              slug={slug}
              name={subject.name}
              page={page}
              stories={data.stories}
              hasNextPage={data.hasNextPage}
            />
          )}
        </>
      )}
    </CreditPageFrame>
  );
}
