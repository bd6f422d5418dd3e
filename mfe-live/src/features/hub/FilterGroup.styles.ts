import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

/** --filter-color (a #RRGGBB) tints a category's button; --filter-text is readable on it. */
export const FilterButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 2.25rem;
  padding: 0 ${theme.space.md};
  border: 2px solid var(--filter-color, ${theme.colors.border});
  border-radius: 999px;
  background: ${theme.colors.paper};
  color: ${theme.colors.ink};
  font: inherit;
  font-weight: 600;
  text-transform: capitalize;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: var(--filter-color, ${theme.colors.brand});
    border-color: var(--filter-color, ${theme.colors.brand});
    color: var(--filter-text, ${theme.colors.paper});
  }
`;

export const Swatch = styled.span`
  width: 0.7rem;
  height: 0.7rem;
  border-radius: 50%;
  background: var(--filter-color);
  box-shadow: 0 0 0 1px ${theme.colors.paper};
`;
