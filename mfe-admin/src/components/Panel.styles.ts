import { theme } from '@newsroom/shared';
import styled from 'styled-components';

/** A titled block of a dashboard tab (a form, a list). */
export const Panel = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.md};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.paper};

  ${theme.media.md} {
    padding: ${theme.space.lg};
  }
`;

export const PanelHeading = styled.h2`
  margin: 0;
  font-family: ${theme.fonts.headline};
  font-size: ${theme.fontSizes.lg};
`;

export const PanelIntro = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
`;

export const TabStack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.lg};
`;

/** Buttons under a panel's content, at their natural width. */
export const PanelActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

export const EmptyText = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
`;

export const Badge = styled.span<{ $tone?: 'live' | 'muted' | 'success' | 'info' }>`
  display: inline-block;
  padding: 0 ${theme.space.sm};
  border-radius: 999px;
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  line-height: 1.5rem;
  color: ${theme.colors.paper};
  background: ${({ $tone = 'info' }) =>
    ({
      live: theme.colors.breaking,
      muted: theme.colors.inkMuted,
      success: theme.colors.success,
      info: theme.colors.link,
    })[$tone]};
`;
