import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Dialog = styled.dialog`
  width: min(40rem, calc(100vw - 2rem));
  max-height: min(80vh, 48rem);
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.md};
  color: ${theme.colors.ink};
  font-family: ${theme.fonts.body};
  &::backdrop {
    background: rgb(17 24 39 / 0.6);
  }
  .inner {
    display: grid;
    gap: ${theme.space.md};
    padding: ${theme.space.lg};
  }
  header {
    display: flex;
    justify-content: space-between;
    align-items: center;
  }
  h2 {
    margin: 0;
    font-family: ${theme.fonts.headline};
  }
  input {
    width: 100%;
    min-height: 2.75rem;
    padding: 0 ${theme.space.sm};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.sm};
    font: inherit;
  }
  .close {
    border: 0;
    background: transparent;
    font-size: 1.5rem;
    line-height: 1;
    cursor: pointer;
    padding: ${theme.space.xs};
  }
`;
