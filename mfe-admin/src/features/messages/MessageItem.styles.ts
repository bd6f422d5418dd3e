import { theme } from '@newsroom/shared';
import styled from 'styled-components';
import { controlRow } from '../../components/layout.styles.ts';

export const Item = styled.article<{ $unread: boolean }>`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-left: 4px solid ${({ $unread }) => ($unread ? theme.colors.breaking : theme.colors.border)};
  border-radius: ${theme.radii.sm};
  background: ${({ $unread }) => ($unread ? theme.colors.paper : theme.colors.paperMuted)};
`;

export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.md};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};
  overflow-wrap: anywhere;
`;

export const Sender = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.md};
  color: ${theme.colors.ink};
`;

export const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  ${controlRow}

  a {
    font-weight: 600;
    color: ${theme.colors.link};
  }
`;
