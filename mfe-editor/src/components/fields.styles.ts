import { theme } from '@newsroom/shared';
import styled, { css } from 'styled-components';

export const FieldBox = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-weight: 600;
  font-size: ${theme.fontSizes.sm};
`;

const control = css`
  width: 100%;
  padding: ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  font: inherit;
  color: ${theme.colors.ink};
  background: ${theme.colors.paper};

  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
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

export const Hint = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  color: ${theme.colors.danger};
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
