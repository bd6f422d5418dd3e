import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.md};

  span {
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
  }
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.lg};

  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Box = styled.section`
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.paper};

  h3 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${theme.colors.inkMuted};
  }
  ol {
    display: grid;
    gap: ${theme.space.xs};
    margin: 0;
    padding-left: ${theme.space.lg};
  }
  li {
    overflow-wrap: anywhere;
  }
`;

export const Figure = styled.figure`
  margin: 0 0 ${theme.space.lg};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};

  figcaption {
    margin-bottom: ${theme.space.sm};
    font-weight: 600;
  }
  details {
    margin-top: ${theme.space.sm};
  }
  table {
    width: 100%;
    margin-top: ${theme.space.sm};
    border-collapse: collapse;
    font-size: ${theme.fontSizes.sm};
  }
  th,
  td {
    padding: ${theme.space.xs} ${theme.space.sm};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: right;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
`;

/** The chart's box, the same height before and after its code arrives. */
export const ChartArea = styled.div<{ $height: number }>`
  display: grid;
  place-items: center;
  height: ${({ $height }) => `${$height}px`};
  color: ${theme.colors.inkMuted};
`;

export const Failure = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space.sm};

  p {
    margin: 0;
    font-weight: 600;
    color: ${theme.colors.danger};
  }
`;
