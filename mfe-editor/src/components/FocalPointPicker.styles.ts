import styled from 'styled-components';
import { theme } from '@newsroom/shared';

export const HintRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
`;

export const PickerFrame = styled.div`
  position: relative;
  width: 100%;
  max-width: 20rem;
`;

/** The whole image (never cropped here): a click maps straight onto it. */
export const PickerButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.paperMuted};
  cursor: crosshair;

  img {
    display: block;
    width: 100%;
    height: auto;
  }

  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Marker = styled.span`
  position: absolute;
  width: 1.25rem;
  height: 1.25rem;
  margin: -0.625rem 0 0 -0.625rem;
  border: 2px solid #fff;
  border-radius: 50%;
  box-shadow: 0 0 0 2px #000;
  pointer-events: none;
`;
