import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Form = styled.form`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: 1fr;
  margin-bottom: ${theme.space.lg};
  ${theme.media.md} {
    grid-template-columns: minmax(0, 2fr) repeat(3, minmax(0, 1fr)) auto;
    align-items: end;
  }
  label {
    display: grid;
    gap: ${theme.space.xs};
    font-size: ${theme.fontSizes.sm};
    font-weight: 600;
  }
  input,
  select {
    min-width: 0;
    padding: ${theme.space.sm};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.sm};
    font: inherit;
    font-weight: 400;
  }
  button {
    padding: ${theme.space.sm} ${theme.space.lg};
    border: 0;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.brand};
    color: ${theme.colors.paper};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;
