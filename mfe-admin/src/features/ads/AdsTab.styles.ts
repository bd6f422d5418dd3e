import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Missing = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};
`;

export const AdThumb = styled.img`
  width: 8rem;
  aspect-ratio: 4 / 3;
  object-fit: contain;
  background: ${theme.colors.paperMuted};
`;

export const EditBox = styled.form`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.md};
  border: 2px solid ${theme.colors.focus};
  border-radius: ${theme.radii.sm};
`;

export { AlertText as Alert, StackList as AdList } from '../../components/ListRow.styles.ts';

/** The list's filter: the ads, or the ads in the trash (decision 195). */
export const FilterToggle = styled.div.attrs({ role: 'group' })`
  display: flex;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.md};
`;
