import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Choices = styled.fieldset`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};

  label {
    display: flex;
    gap: ${theme.space.sm};
    align-items: flex-start;
  }
`;

export const Notice = styled.p<{ $ok: boolean }>`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.sm};
  background: ${({ $ok }) => ($ok ? '#f0fdf4' : '#fef2f2')};
  color: ${({ $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;
