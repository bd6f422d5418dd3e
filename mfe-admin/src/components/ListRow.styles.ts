import { theme } from '@newsroom/shared';
import styled from 'styled-components';

/** The parts of a dashboard list row (ads, events): title line, meta line, row actions. */
export const RowTitle = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  margin: 0;
  font-size: ${theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

export const RowMeta = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};
  overflow-wrap: anywhere;
`;

export const RowControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
`;
