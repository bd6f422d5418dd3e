import { fieldControl, theme } from '@newsroom/shared';
import styled, { css } from 'styled-components';
import { twoColumnsFromMd } from './layout.styles.ts';

const control = css`
  ${fieldControl}
  min-height: 2.5rem;
  padding: 0 ${theme.space.sm};
  color: inherit;
`;

export const Input = styled.input`
  ${control}
`;

export const Select = styled.select`
  ${control}
`;

export const TextArea = styled.textarea`
  ${control}
  min-height: 5rem;
  padding: ${theme.space.sm};
  resize: vertical;
`;

export const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  font-weight: 600;

  input {
    width: 1.1rem;
    height: 1.1rem;
  }
`;

export const FormGrid = styled.div`
  ${twoColumnsFromMd}
`;

export const FullWidth = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
`;
