import { theme } from './theme.ts';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: 'sm' | 'md';
}

const variants = {
  primary: css`
    background: ${theme.colors.brand};
    color: ${theme.colors.paper};
    border-color: ${theme.colors.brand};
  `,
  secondary: css`
    background: ${theme.colors.paper};
    color: ${theme.colors.ink};
    border-color: ${theme.colors.border};
  `,
  ghost: css`
    background: transparent;
    color: inherit;
    border-color: transparent;
  `,
  danger: css`
    background: ${theme.colors.danger};
    color: ${theme.colors.paper};
    border-color: ${theme.colors.danger};
  `,
};

/** The portal's button: a real <button> (default type "button" so it never submits by accident). */
export const Button = styled.button.attrs<ButtonStyleProps>(({ type }) => ({
  type: type ?? 'button',
}))<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xs};
  min-height: ${({ $size }) => ($size === 'sm' ? '2rem' : '2.5rem')};
  padding: 0 ${({ $size }) => ($size === 'sm' ? theme.space.sm : theme.space.md)};
  border: 1px solid;
  border-radius: ${theme.radii.sm};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${({ $variant = 'primary' }) => variants[$variant]}

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
