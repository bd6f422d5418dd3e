import { theme } from '@newsroom/shared';
import styled from 'styled-components';
import { spreadLine } from '../../components/consoleKit.styles.ts';

export const Badge = styled.span`
  display: inline-block;
  margin-left: ${theme.space.xs};
  padding: 0 ${theme.space.xs};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  font-size: ${theme.fontSizes.sm};
`;

export const ContainerBox = styled.li`
  margin-bottom: ${theme.space.md};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};

  h3 {
    margin: 0;
  }

  &[data-drop-target] {
    outline: 2px dashed ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const ItemHeader = styled.div`
  ${spreadLine}
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

export const CardBox = styled.li`
  margin: ${theme.space.sm} 0;
  padding: ${theme.space.sm};
  border-left: 3px solid ${theme.colors.border};

  &[data-drop-target] {
    outline: 2px dashed ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const PlainList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Refusal = styled.p`
  color: ${theme.colors.danger};
  font-weight: 600;
`;

/** The "Publish at…" fields, on their own line under the front's buttons (the stories' schedule look). */
export const ScheduleFields = styled.fieldset`
  display: grid;
  flex-basis: 100%;
  gap: ${theme.space.md};
  margin: 0;
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};

  legend {
    padding: 0 ${theme.space.xs};
    font-weight: 700;
  }
`;

export const When = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${theme.space.md};
`;

/** A mouse's handle for dragging an item (the Move buttons are the keyboard's). */
export const Grip = styled.span`
  padding: 0 ${theme.space.xs};
  cursor: grab;
  font-size: ${theme.fontSizes.lg};
  line-height: 1;
  user-select: none;
`;
