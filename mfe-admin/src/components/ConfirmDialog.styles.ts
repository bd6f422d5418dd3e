import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Overlay = styled(AlertDialog.Overlay)`
  position: fixed;
  inset: 0;
  background: rgb(17 24 39 / 0.5);
  z-index: 1000;
`;

export const Content = styled(AlertDialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(28rem, calc(100vw - 2rem));
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.paper};
  color: ${theme.colors.ink};
  box-shadow: 0 10px 30px rgb(0 0 0 / 0.25);
  z-index: 1001;
`;

export const Title = styled(AlertDialog.Title)`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.fontSizes.lg};
`;

export const Description = styled(AlertDialog.Description)`
  margin: 0 0 ${theme.space.lg};
  color: ${theme.colors.inkMuted};
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space.sm};
`;
