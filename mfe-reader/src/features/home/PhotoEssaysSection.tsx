import { photoEssayLabel, usePhotoEssays, LazyImage } from '@newsroom/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { CategoryLabel } from '../../components/StoryCard.styles.ts';
import { Section, Grid, Essay } from './PhotoEssaysSection.styles.ts';
import { EssayCaption } from './EssayCaption.tsx';

/** How many essays the home page shows (newest first). */
export const HOME_ESSAY_LIMIT = 6;

/** Search results link essays as /#photo-essay-{id}: bring that one into view once loaded. */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash.startsWith('#photo-essay-')) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}

/** Photo essays for readers, each labelled Photo of the Day or Photo of the Week. */
export function PhotoEssaysSection() {
  const { data: essays } = usePhotoEssays(HOME_ESSAY_LIMIT);
  useScrollToHash(Boolean(essays?.length));
  if (!essays || essays.length === 0) return null;
  return (
    <Section aria-labelledby="photo-essays-title" data-testid="photo-essays">
      <h2 id="photo-essays-title">Photo Essays</h2>
      <Grid>
        {essays.slice(0, HOME_ESSAY_LIMIT).map((essay) => (
          <Essay key={essay.id} id={`photo-essay-${essay.id}`} tabIndex={-1}>
            <LazyImage
              src={essay.imageUrl}
              alt={essay.imageAlt || essay.title}
              aspect="mobile"
              focal={essay.imageFocal}
            />
            <figcaption>
              <CategoryLabel>{photoEssayLabel(essay.type)}</CategoryLabel>
              <h3>{essay.title}</h3>
              <EssayCaption essay={essay} />
              {essay.photographer && <p>Photo by {essay.photographer}</p>}
            </figcaption>
          </Essay>
        ))}
      </Grid>
    </Section>
  );
}
