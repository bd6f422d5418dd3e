import { theme } from '@newsroom/shared';
import styled from 'styled-components';

/** 16:9 box reserved before anything loads, so the page does not move when the stream arrives. */
export const Screen = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${theme.radii.md};
  background: #000;

  iframe,
  video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

export const Unavailable = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  background: ${theme.colors.ink};
  color: ${theme.colors.paper};
  text-align: center;

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
  button {
    margin-top: ${theme.space.sm};
  }
`;
