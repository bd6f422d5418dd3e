import { theme } from '@newsroom/shared';
import styled from 'styled-components';
import { consoleHeading } from '../../../components/consoleKit.styles.ts';
import { Actions as FormActions } from '../../../components/Form.styles.ts';

export const Article = styled.article`
  display: grid;
  gap: ${theme.space.md};

  h2 {
    ${consoleHeading}
    overflow-wrap: anywhere;
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0;
  font-size: ${theme.fontSizes.sm};

  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The reader's words, as written: line breaks kept, never interpreted as markup. */
export const TipText = styled.div`
  padding: ${theme.space.md};
  border-left: 4px solid ${theme.colors.border};
  background: ${theme.colors.paperMuted};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** The form's footer (kit), its controls aligned at the bottom: a select with its label beside buttons. */
export const Actions = styled(FormActions)`
  align-items: end;
  gap: ${theme.space.md};
`;
