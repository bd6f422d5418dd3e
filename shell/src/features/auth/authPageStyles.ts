import styled from 'styled-components';

export const Page = styled.section`
  max-width: 28rem;
  margin: ${({ theme }) => theme.space.xl} auto;
  padding: 0 ${({ theme }) => theme.space.md};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    text-align: center;
  }
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export const ErrorText = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #fef2f2;
  color: ${({ theme }) => theme.colors.danger};
`;
