import styled, { css } from 'styled-components';
import { theme } from './theme.ts';

export type MessageTone = 'plain' | 'large' | 'status';

export const Screen = styled.section<{ $minHeight: string }>`
  min-height: ${({ $minHeight }) => $minHeight};
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  text-align: center;
`;

export const Title = styled.h1<{ $tone: MessageTone }>`
  margin: 0;
  ${({ $tone }) =>
    $tone === 'large' &&
    css`
      font-size: ${theme.fontSizes.xxl};
    `}
`;

const messageTones = {
  plain: css`
    color: ${theme.colors.inkMuted};
  `,
  large: css`
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.inkMuted};
  `,
  status: css`
    font-family: ${theme.fonts.headline};
    font-size: ${theme.fontSizes.lg};
  `,
};

export const Message = styled.p<{ $tone: MessageTone }>`
  margin: 0;
  max-width: 32rem;
  ${({ $tone }) => messageTones[$tone]}
`;
