import { theme } from '@newsroom/shared';
import styled from 'styled-components';
import { controlRow } from './layout.styles.ts';

/** The parts of a dashboard list row (ads, events): title line, meta line, row actions. */
export const RowTitle = styled.h3`
  ${controlRow}
  margin: 0;
  font-size: ${theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

export const RowMeta = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};
  overflow-wrap: anywhere;
`;

export const RowControls = styled.div`
  ${controlRow}
`;

/** A dashboard list: rows stacked with a small gap, no bullets (ads, events, messages, errors). */
export const StackList = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A refusal or failure said in a form or a row. */
export const AlertText = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${theme.colors.danger};
`;

/** A boxed list row; `$columns` is its layout from the md breakpoint (e.g. thumbnail, text, controls). */
export const ItemBox = styled.article<{ $columns: string; $gap?: 'sm' | 'md' }>`
  display: grid;
  gap: ${({ $gap = 'md' }) => theme.space[$gap]};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};

  ${theme.media.md} {
    grid-template-columns: ${({ $columns }) => $columns};
    align-items: center;
  }
`;
