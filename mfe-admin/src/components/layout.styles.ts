import { theme } from '@newsroom/shared';
import { css } from 'styled-components';

/** A wrapping row, vertically centred: a title with its badges, a row's buttons, a pager, a search. */
export const controlRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
`;

/** One column on a phone, two from the md breakpoint (the forms, the health tab's remotes). */
export const twoColumnsFromMd = css`
  display: grid;
  gap: ${theme.space.md};

  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
