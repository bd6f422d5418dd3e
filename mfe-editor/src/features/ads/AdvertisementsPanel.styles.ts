import { theme } from '@newsroom/shared';
import styled from 'styled-components';
import { InlineFormBox } from '../../components/Form.styles.ts';

export const AdFormBox = styled(InlineFormBox)`
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
  }
  .hint {
    margin: ${theme.space.xs} 0 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.inkMuted};
  }
`;

/** The ad's image at a fixed box, so the list never jumps while images arrive. */
export const Thumb = styled.div`
  flex: 0 0 8rem;
  width: 8rem;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.paperMuted};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;
