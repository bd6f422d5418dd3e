import styled from 'styled-components';

export const PeopleLine = styled.p`
  margin: 0;
  font-size: 0.875rem;
`;

/** A person's colour, as their caret in the text has it. */
export const Swatch = styled.span<{ $colour: string }>`
  display: inline-block;
  width: 0.75rem;
  height: 0.75rem;
  margin-right: 0.25rem;
  border-radius: 50%;
  background: ${({ $colour }) => $colour};
  vertical-align: middle;
`;
