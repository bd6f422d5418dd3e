import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Form = styled.form`
  display: grid;
  gap: ${theme.space.lg};

  h2 {
    margin: 0;
    font-family: ${theme.fonts.headline};
    font-size: ${theme.fontSizes.xl};
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${theme.space.md};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  padding-top: ${theme.space.md};
  border-top: 1px solid ${theme.colors.border};
`;

export const FormError = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${theme.colors.danger};
`;
