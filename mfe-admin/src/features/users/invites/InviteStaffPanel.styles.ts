import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const InviteForm = styled.form`
  display: grid;
  gap: ${theme.space.sm};
  max-width: 28rem;

  label {
    font-weight: 600;
  }
`;

export const Result = styled.p<{ $ok: boolean }>`
  margin: 0;
  font-weight: 600;
  color: ${({ $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
`;

export const InvitationRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  padding-block: ${theme.space.xs};
  overflow-wrap: anywhere;
`;

export const InvitationActions = styled.span`
  display: inline-flex;
  gap: ${theme.space.xs};
`;
