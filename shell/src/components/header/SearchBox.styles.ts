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

export const SubmitButton = styled.button`
  min-height: 2.25rem;
  padding: 0 ${theme.space.md};
  border: 0;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.brand};
  color: ${theme.colors.paper};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

/** Small screens only: a square icon button (search toggle, menu toggle); hidden from md up. */
export const SmallScreenIconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.paper};
  color: ${theme.colors.ink};
  cursor: pointer;

  ${theme.media.md} {
    display: none;
  }
`;
