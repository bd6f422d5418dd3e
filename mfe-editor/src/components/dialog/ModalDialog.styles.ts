import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const ModalFrame = styled.dialog<{ $wide: boolean }>`
  width: min(${({ $wide }) => ($wide ? '48rem' : '36rem')}, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  color: ${theme.colors.ink};
  background: ${theme.colors.paper};

  &::backdrop {
    background: rgb(17 24 39 / 0.5);
  }
  h2 {
    margin: 0 0 ${theme.space.md};
    font-size: ${theme.fontSizes.lg};
  }
  form {
    display: grid;
    gap: ${theme.space.md};
  }
`;

export const ModalActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space.sm};
`;

export const ModalError = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
`;
