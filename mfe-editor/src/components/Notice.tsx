import { theme } from '@newsroom/shared';
import styled, { css } from 'styled-components';

const tones = {
  info: css`
    border-color: #93c5fd;
    background: #eff6ff;
  `,
  warning: css`
    border-color: #fcd34d;
    background: #fffbeb;
  `,
  danger: css`
    border-color: ${theme.colors.danger};
    background: #fef2f2;
  `,
};

/** A boxed message in a form: a local draft on offer, a conflict, a restored version. */
export const Notice = styled.div<{ $tone: keyof typeof tones }>`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid;
  border-radius: ${theme.radii.md};
  ${({ $tone }) => tones[$tone]}

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm};
  }
`;
