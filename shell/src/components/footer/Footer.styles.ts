import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Bar = styled.footer`
  margin-top: ${theme.space.xxl};
  background: ${theme.colors.brand};
  color: #e5e7eb;

  a {
    color: #f9fafb;
  }
`;

export const Columns = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space.xl} ${theme.space.md};

  ${theme.media.md} {
    grid-template-columns: 1.2fr 1fr 1fr 1.4fr;
  }

  h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.md};
    color: #f9fafb;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${theme.space.xs};
  }
`;

/**
 * Partner creatives (300x250 or 250x250) shown whole: each scales with its column, keeps its own
 * aspect ratio and never grows past its real size. An ad is never cropped (decision 142).
 */
export const Partners = styled.ul`
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 9rem), 1fr));
  align-items: start;

  img {
    display: block;
    width: 100%;
    max-width: 300px;
    height: auto;
    object-fit: contain;
    border-radius: ${theme.radii.sm};
  }
`;

export const Copyright = styled.p`
  margin: 0;
  padding: ${theme.space.md};
  border-top: 1px solid rgb(255 255 255 / 0.15);
  text-align: center;
  font-size: ${theme.fontSizes.sm};
`;
