import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Page = styled.section`
  max-width: 36rem;
  margin: ${theme.space.xl} auto;
  padding: 0 ${theme.space.md};
  display: grid;
  gap: ${theme.space.lg};

  h1,
  h2 {
    margin: 0;
  }

  form {
    display: grid;
    gap: ${theme.space.md};
  }
`;

export const Section = styled.section`
  display: grid;
  gap: ${theme.space.md};
  padding-top: ${theme.space.md};
  border-top: 1px solid ${theme.colors.border};
`;

export const Result = styled.p<{ $ok: boolean }>`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.sm};
  background: ${({ $ok }) => ($ok ? '#f0fdf4' : '#fef2f2')};
  color: ${({ $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
`;

export const QrCode = styled.img`
  width: 12rem;
  height: 12rem;
  background: #ffffff;
`;

export const Secret = styled.code`
  font-size: 1.05rem;
  letter-spacing: 0.08em;
  word-break: break-all;
`;

export const FactorRow = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space.md};
`;

export const FactorListBox = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
`;
