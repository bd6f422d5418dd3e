import { theme } from '@newsroom/shared';
import styled from 'styled-components';

/** A search result as engines lay it out: address, blue title, grey description, each one line or two. */
export const ResultPreview = styled.section`
  display: grid;
  gap: ${theme.space.xs};
  max-width: 600px;
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  font-family: Arial, sans-serif;
  overflow-wrap: anywhere;

  p {
    margin: 0;
  }
  .address {
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.sm};
  }
  .title {
    color: ${theme.colors.link};
    font-size: ${theme.fontSizes.lg};
    line-height: 1.3;
  }
  .description {
    color: ${theme.colors.ink};
    font-size: ${theme.fontSizes.sm};
    line-height: 1.5;
  }
`;
