import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.paper};
  color: ${theme.colors.ink};
`;

export const Thumb = styled.div`
  position: relative;

  [data-testid='event-badge'] {
    position: absolute;
    top: ${theme.space.sm};
    left: ${theme.space.sm};
  }
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};

  h3 {
    margin: 0;
    font-family: ${theme.fonts.headline};
    font-size: ${theme.fontSizes.lg};
    line-height: 1.25;
  }
  h3 a {
    color: inherit;
    text-decoration: none;
  }
  h3 a:hover {
    text-decoration: underline;
  }
`;

export const TypeLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs} ${theme.space.sm};
  margin: 0;
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};
  text-transform: capitalize;
`;

/** One line of facts: an icon that stays beside its text while the text wraps. */
export const Meta = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.xs};
  margin: 0;
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};
  line-height: 1.4;

  svg {
    flex: none;
    margin-top: 0.1em;
  }
`;

export const Actions = styled.div`
  margin-top: auto;
  padding-top: ${theme.space.sm};
`;

export const CategoryChip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  text-transform: none;

  &::before {
    content: '';
    width: 0.6rem;
    height: 0.6rem;
    border-radius: 50%;
    background: var(--category-color);
  }
`;
