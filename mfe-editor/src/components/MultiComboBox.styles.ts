import { fieldControl, theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Chosen = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  padding: 0 0 0 ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.paperMuted};
  overflow-wrap: anywhere;
`;

export const RemoveButton = styled.button`
  min-width: 2rem;
  min-height: 2rem;
  border: 0;
  background: transparent;
  font: inherit;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: -2px;
  }
`;

export const ComboBox = styled.div`
  position: relative;
`;

export const ComboInput = styled.input`
  ${fieldControl}
  min-height: 2.5rem;
  padding: ${theme.space.sm};
  color: ${theme.colors.ink};

  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
`;

export const Menu = styled.ul<{ $open: boolean }>`
  position: absolute;
  z-index: 10;
  inset-inline: 0;
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  max-height: 16rem;
  margin: ${theme.space.xs} 0 0;
  padding: ${theme.space.xs} 0;
  overflow-y: auto;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.paper};
  list-style: none;
`;

export const MenuItem = styled.li<{ $active: boolean }>`
  padding: ${theme.space.sm};
  cursor: pointer;
  overflow-wrap: anywhere;
  background: ${({ $active }) => ($active ? theme.colors.paperMuted : 'transparent')};
  outline: ${({ $active }) => ($active ? `2px solid ${theme.colors.focus}` : 'none')};
  outline-offset: -2px;
`;
