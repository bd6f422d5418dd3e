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
  /* One column no wider than the dialog: a long query (echoed in "No results found for …") wraps
     instead of widening the panel and pushing the close button out of view. */
  .inner {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space.md};
    padding: ${theme.space.lg};
    overflow-wrap: anywhere;
  }
  header {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${theme.space.sm};
  }
  h2 {
    min-width: 0;
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
    flex: none;
    border: 0;
    background: transparent;
    font-size: 1.5rem;
    line-height: 1;
    cursor: pointer;
    padding: ${theme.space.xs};
  }
`;
