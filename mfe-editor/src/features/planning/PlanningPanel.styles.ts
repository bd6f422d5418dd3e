import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const DeskBox = styled.section`
  margin-bottom: ${theme.space.lg};

  h3 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.lg};
  }
`;

/** The statuses side by side where there is room, one under another on a phone. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
  gap: ${theme.space.sm};
`;

export const Column = styled.div<{ $target: boolean }>`
  padding: ${theme.space.sm};
  border: 1px ${({ $target }) => ($target ? 'dashed' : 'solid')} ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.paperMuted};

  h4 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.sm};
  }
`;

export const Cards = styled.ul`
  display: grid;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.li`
  display: grid;
  gap: ${theme.space.xs};
  padding: ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.paper};
  font-size: ${theme.fontSizes.sm};
  overflow-wrap: anywhere;
  cursor: grab;

  p {
    margin: 0;
    color: ${theme.colors.inkMuted};
  }
`;

export const CardTitle = styled.strong`
  font-size: ${theme.fontSizes.md};
`;

export const Overdue = styled.span`
  justify-self: start;
  padding: 0.1rem ${theme.space.sm};
  border-radius: 999px;
  background: #fee2e2;
  color: #7f1d1d;
  font-size: 0.75rem;
  font-weight: 700;
`;

export const MoveRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  align-items: center;

  select {
    flex: 1 1 8rem;
    min-height: 2.25rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.paper};
    font: inherit;
  }
`;
