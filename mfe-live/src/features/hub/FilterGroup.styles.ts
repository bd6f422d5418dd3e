import { theme } from '@newsroom/shared';
import styled from 'styled-components';

/**
 * One scrolling row on small screens, so the row keeps its height however many categories arrive
 * (no layout shift when they load); wrapped lines from medium screens up.
 */
export const Group = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  padding: 2px;
  overflow-x: auto;

  ${theme.media.md} {
    flex-wrap: wrap;
    overflow-x: visible;
  }
`;

/** --filter-color (a #RRGGBB) tints a category's button; --filter-text is readable on it. */
export const FilterButton = styled.button`
  display: inline-flex;
  flex: none;
  white-space: nowrap;
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
