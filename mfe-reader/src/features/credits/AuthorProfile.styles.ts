import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Profile = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.lg};
  align-items: flex-start;
  margin-bottom: ${theme.space.xl};

  img {
    width: 96px;
    height: 96px;
    border-radius: 50%;
    object-fit: cover;
  }
  h1 {
    margin: 0;
  }
  .role {
    margin: ${theme.space.xs} 0 0;
    color: ${theme.colors.inkMuted};
  }
  .bio {
    max-width: 60ch;
    line-height: 1.6;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.md};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;
