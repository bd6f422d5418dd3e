import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const NoteList = styled.ol`
  display: grid;
  gap: ${theme.space.md};
  margin: ${theme.space.md} 0 0;
  padding: 0;
  list-style: none;
`;

export const NoteItem = styled.li<{ $resolved: boolean }>`
  padding: ${theme.space.sm};
  border-left: 3px solid ${({ $resolved }) => ($resolved ? theme.colors.border : '#8a6d00')};
  background: ${theme.colors.paperMuted};
`;

export const Meta = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};

  strong {
    color: ${theme.colors.ink};
  }
`;

/** The quoted passage: a button that selects it in the text. */
export const QuoteButton = styled.button`
  display: block;
  width: 100%;
  margin: ${theme.space.xs} 0;
  padding: ${theme.space.xs} ${theme.space.sm};
  border: 0;
  border-left: 3px solid #8a6d00;
  background: #fff1b8;
  color: ${theme.colors.ink};
  font: inherit;
  font-style: italic;
  text-align: left;
  overflow-wrap: anywhere;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const DeletedQuote = styled.blockquote`
  margin: ${theme.space.xs} 0;
  padding: ${theme.space.xs} ${theme.space.sm};
  border-left: 3px solid ${theme.colors.border};
  color: ${theme.colors.inkMuted};
  font-style: italic;
  overflow-wrap: anywhere;
`;

/** Plain text as typed: line breaks kept, never parsed as markup (React escapes it). */
export const Body = styled.p`
  margin: ${theme.space.xs} 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin-top: ${theme.space.xs};
`;

export const Resolved = styled.details`
  margin-top: ${theme.space.md};

  summary {
    cursor: pointer;
    font-weight: 600;
  }
`;
