import { type Story, storyPath, theme } from '@newsroom/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CategoryLabel } from '../../components/StoryCard.styles.ts';

const Section = styled.section`
  h2 {
    margin: 0 0 ${theme.space.md};
    padding-bottom: ${theme.space.sm};
    border-bottom: 2px solid ${theme.colors.ink};
  }
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${theme.space.md};
  }
  h3 {
    margin: ${theme.space.xs} 0 0;
    font-size: ${theme.fontSizes.md};
  }
`;

interface FrontListProps {
  id: string;
  title: string;
  stories: readonly Story[];
}

/** A front's `list` container: headlines only, in the container's order. */
export function FrontList({ id, title, stories }: FrontListProps) {
  return (
    <Section aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      <ol>
        {stories.map((story) => (
          <li key={story.id}>
            {story.category && <CategoryLabel>{story.category}</CategoryLabel>}
            <h3>
              <Link to={storyPath(story)}>{story.title}</Link>
            </h3>
          </li>
        ))}
      </ol>
    </Section>
  );
}
