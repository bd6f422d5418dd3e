import { fieldControl, theme } from '@newsroom/shared';
import styled, { css } from 'styled-components';

const control = css`
  ${fieldControl}
  padding: ${theme.space.sm};
  color: ${theme.colors.ink};

  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
`;

export const TextInput = styled.input`
  ${control}
  min-height: 2.5rem;
`;

/** $compact: a short text (a description), not a story body. */
export const TextArea = styled.textarea<{ $compact?: boolean }>`
  ${control}
  min-height: ${({ $compact }) => ($compact ? '6rem' : '16rem')};
  line-height: 1.6;
  resize: vertical;
`;

export const Select = styled.select`
  ${control}
  min-height: 2.5rem;
`;

export const CheckboxRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.sm};

  input {
    width: 1.125rem;
    height: 1.125rem;
    margin-top: 0.15rem;
    accent-color: ${theme.colors.brand};
  }
`;
