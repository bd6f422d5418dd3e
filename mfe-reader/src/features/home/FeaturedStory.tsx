import { FEATURED_SUMMARY_WORDS, truncateWords, type Story, LazyImage, storyPath } from '@newsroom/shared';
import { Link } from 'react-router-dom';
import { CategoryLabel } from '../../components/StoryCard.styles.ts';
import { StoryMeta } from '../../components/StoryMeta.tsx';
import { Featured, Headline } from './FeaturedStory.styles.ts';

/** The hero is 3/5 of the page (max 1200 px) beside its text from 768 px, full width below. */
const FEATURED_IMAGE_SIZES = '(min-width: 1240px) 720px, (min-width: 768px) 60vw, 100vw';

/** The home page's lead story: hero image (loaded first, it is the LCP), summary cut at 25 words. */
export function FeaturedStory({ story }: { story: Story }) {
  return (
    <Featured aria-labelledby="featured-story-title" data-testid="featured-story">
      <LazyImage
        src={story.imageUrl}
        alt={story.imageAlt || story.title}
        aspect="hero"
        sizes={FEATURED_IMAGE_SIZES}
        focal={story.imageFocal}
        priority
      />
      <div className="text">
        <CategoryLabel>Featured{story.category ? ` · ${story.category}` : ''}</CategoryLabel>
        <Headline id="featured-story-title">
          <Link to={storyPath(story)}>{story.title}</Link>
        </Headline>
        <p className="summary">{truncateWords(story.summary, FEATURED_SUMMARY_WORDS)}</p>
        <StoryMeta story={story} />
      </div>
    </Featured>
  );
}
