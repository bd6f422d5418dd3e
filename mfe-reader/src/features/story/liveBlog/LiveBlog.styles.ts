import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Section = styled.section`
  max-width: 760px;
  margin: 0 auto ${theme.space.xl};
`;

export const StatusLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  margin: 0 0 ${theme.space.md};
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};
`;

export const LiveBadge = styled.span`
  padding: 0.125rem ${theme.space.sm};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.breaking};
  color: ${theme.colors.paper};
  font-weight: 700;
  letter-spacing: 0.05em;
`;

export const EndedNotice = styled.p`
  margin: 0 0 ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  border-left: 4px solid ${theme.colors.inkMuted};
  background: ${theme.colors.paperMuted};
  font-weight: 600;
`;

export const KeyEventsNav = styled.nav`
  margin: 0 0 ${theme.space.lg};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};

  h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.md};
  }
  ul {
    margin: 0;
    padding-left: ${theme.space.lg};
  }
  a {
    color: ${theme.colors.link};
  }
`;

export const Timeline = styled.ol`
  scroll-margin-top: 6rem;
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
`;

export const PostArticle = styled.article`
  padding: ${theme.space.md} 0;
  border-top: 2px solid ${theme.colors.border};
  scroll-margin-top: 6rem;

  &[data-pinned='true'] {
    margin-bottom: ${theme.space.lg};
    padding: ${theme.space.md};
    border: 2px solid ${theme.colors.ink};
    border-radius: ${theme.radii.md};
  }
  &[data-key-event='true'] {
    border-top-color: ${theme.colors.accent};
  }
  header {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm};
    align-items: baseline;
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.sm};
  }
  header time {
    color: ${theme.colors.ink};
    font-weight: 700;
  }
  .label {
    color: ${theme.colors.accent};
    font-weight: 700;
  }
  h3 {
    margin: ${theme.space.sm} 0 0;
    font-size: ${theme.fontSizes.lg};
  }
  p {
    line-height: 1.7;
    overflow-wrap: anywhere;
  }
  a {
    color: ${theme.colors.link};
  }
  figure {
    margin: ${theme.space.md} 0;
  }
  iframe {
    width: 100%;
    aspect-ratio: 16 / 9;
    border: 0;
  }
  footer {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.md};
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;

/** Floats over the page: showing it never moves the posts (no layout shift). */
export const NewUpdatesButton = styled.button`
  position: fixed;
  bottom: ${theme.space.lg};
  left: 50%;
  transform: translateX(-50%);
  z-index: 20;
  padding: ${theme.space.sm} ${theme.space.lg};
  border: 0;
  border-radius: 999px;
  background: ${theme.colors.breaking};
  color: ${theme.colors.paper};
  font: inherit;
  font-weight: 700;
  box-shadow: 0 2px 8px rgb(0 0 0 / 0.3);
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const OlderRow = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${theme.space.lg};
`;
