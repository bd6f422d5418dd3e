import styled from 'styled-components';

// Holds the place of "Sign In" while the session is read, so the links do not move when it comes.
export const Reserved = styled.li`
  visibility: hidden;
`;
