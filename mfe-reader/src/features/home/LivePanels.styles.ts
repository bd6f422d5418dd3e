import { theme } from '@newsroom/shared';
import styled from 'styled-components';

/**
 * The box a panel gets before and after it arrives: the reserved height stays, and the panel
 * stretches to fill it, so neither the panel's download nor its data moves the page.
 */
export const PanelSlot = styled.div<{ $height: string }>`
  display: grid;
  /* One column as wide as the slot: the mobile strip's row of updates scrolls inside the panel
     instead of widening the column (and the page) to its full length. */
  grid-template-columns: minmax(0, 1fr);
  min-height: ${({ $height }) => $height};
`;

export const Placeholder = styled.div`
  border-radius: ${theme.radii.md};
  background: ${theme.colors.paperMuted};
`;
