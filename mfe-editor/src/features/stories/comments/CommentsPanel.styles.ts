import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Threads = styled.ol`
  display: grid;
  gap: ${theme.space.md};
  margin: ${theme.space.md} 0 0;
  padding: 0;
  list-style: none;
`;

export const Thread = styled.li<{ $resolved: boolean }>`
  padding: ${theme.space.sm};
  border-left: 3px solid ${({ $resolved }) => ($resolved ? theme.colors.border : theme.colors.focus)};
  background: ${theme.colors.paperMuted};
`;

export const Replies = styled.ol`
  display: grid;
  gap: ${theme.space.sm};
  margin: ${theme.space.sm} 0 0 ${theme.space.lg};
  padding: 0;
  list-style: none;
`;

export const Meta = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};

  strong {
    color: ${theme.colors.ink};
  }
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
