import styled, { css } from 'styled-components';
import { theme } from './theme.ts';

/**
 * The parts every form field of the portal shares (the console's, the dashboard's, the image
 * upload field, TextField): a label above the control, a muted hint, an error in danger red. Each
 * form keeps its own control size and layout; they differ on purpose (a story body is not a
 * search box).
 */

/** One field: label, control, hint and error stacked; `min-width: 0` lets it shrink in a grid. */
export const FieldBox = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-weight: 600;
  font-size: ${theme.fontSizes.sm};
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  color: ${theme.colors.danger};
`;

/** The box of a text input, select or textarea; an invalid one (aria-invalid) has a red border. */
export const fieldControl = css`
  width: 100%;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  font: inherit;
  background: ${theme.colors.paper};

  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
`;
