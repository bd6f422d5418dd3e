import { theme } from '@newsroom/shared';
import styled, { css } from 'styled-components';

/** The console's section title (a panel's, a form's, a story tip's). */
export const consoleHeading = css`
  margin: 0;
  font-family: ${theme.fonts.headline};
  font-size: ${theme.fontSizes.xl};
`;

/** A wrapping line with its parts pushed to both ends (headers, rows, bars). */
export const spreadLine = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
`;

export const PanelHeader = styled.div`
  ${spreadLine}
  margin-bottom: ${theme.space.md};

  h2 {
    ${consoleHeading}
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.md};
`;

export const FilterGroup = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

export const FilterSelect = styled.select`
  flex: 0 1 14rem;
  min-height: 2.5rem;
  padding: 0 ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.paper};
  font: inherit;
`;

export const PagerNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.md};

  p {
    margin: 0;
    color: ${theme.colors.inkMuted};
  }
`;

export const Rows = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Row = styled.li`
  ${spreadLine}
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.paper};

  h3,
  h4 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.inkMuted};
    overflow-wrap: anywhere;
  }
`;

export const RowText = styled.div`
  flex: 1 1 20rem;
  min-width: 0;
`;

export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

const badgeColors = {
  draft: css`
    background: ${theme.colors.paperMuted};
    color: ${theme.colors.ink};
  `,
  scheduled: css`
    background: #dbeafe;
    color: #1e3a8a;
  `,
  published: css`
    background: #dcfce7;
    color: #14532d;
  `,
  archived: css`
    background: ${theme.colors.paperMuted};
    color: ${theme.colors.inkMuted};
  `,
  featured: css`
    background: #fef3c7;
    color: #78350f;
  `,
};

export const Badge = styled.span<{ $kind: keyof typeof badgeColors }>`
  display: inline-block;
  margin-right: ${theme.space.xs};
  padding: 0.1rem ${theme.space.sm};
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 700;
  ${({ $kind }) => badgeColors[$kind]}
`;

export const Muted = styled.p`
  color: ${theme.colors.inkMuted};
`;
