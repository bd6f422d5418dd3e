import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const SwitchButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 2rem;
  padding: 0 ${theme.space.xs};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const Track = styled.span<{ $on: boolean }>`
  position: relative;
  flex: none;
  width: 2.25rem;
  height: 1.25rem;
  border-radius: 999px;
  background: ${({ $on }) => ($on ? theme.colors.success : theme.colors.inkMuted)};
  transition: background 120ms ease;

  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: ${({ $on }) => ($on ? 'calc(100% - 1rem - 2px)' : '2px')};
    width: 1rem;
    height: 1rem;
    border-radius: 50%;
    background: ${theme.colors.paper};
    transition: left 120ms ease;
  }
`;
