import styled from 'styled-components';

export const BoxedBlock = styled.div`
  border-left: 4px solid ${({ theme }) => theme.colors.border};
  padding: 0.5rem 0.75rem;
  margin: 0.75rem 0;
`;

export const BlockLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  font-size: 0.875rem;
  font-weight: 600;
`;

export const BlockInput = styled.input`
  font: inherit;
  font-weight: 400;
  padding: 0.25rem 0.5rem;
`;
