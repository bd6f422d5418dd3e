import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const SearchForm = styled.form<{ $expanded: boolean }>`
  order: 9;
  display: ${({ $expanded }) => ($expanded ? 'flex' : 'none')};
  width: 100%;
  gap: ${theme.space.xs};

  ${theme.media.md} {
    display: flex;
    width: auto;
  }

  input {
    flex: 1;
    min-width: 0;
    min-height: 2.25rem;
    padding: 0 ${theme.space.sm};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.sm};
    font: inherit;
  }
`;
