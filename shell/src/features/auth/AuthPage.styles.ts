import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Page = styled.section`
  max-width: 28rem;
  margin: ${theme.space.xl} auto;
  padding: 0 ${theme.space.md};

  h1 {
    margin: 0 0 ${theme.space.md};
    text-align: center;
  }
`;

export const Form = styled.form`
  display: grid;
  gap: ${theme.space.md};
`;

export const ErrorText = styled.p`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.sm};
  background: #fef2f2;
  color: ${theme.colors.danger};
`;
