import styled from 'styled-components';
import { Card } from '../components/card';

/** A one-line form inside a section: fields share the row and wrap; its buttons keep their size. */
export const AdminInlineForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: flex-end;
  > * {
    flex: 1 1 200px;
    min-width: 0;
  }
  > button {
    flex: 0 0 auto;
  }
`;

/**
 * A "create" form above an admin list: a card whose fields share a responsive grid and whose
 * `h2` spans it. Pair with `AdminFormWide` for a row that takes the full width.
 */
export const AdminFormCard = styled(Card).attrs({ as: 'form' })`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(190px, 1fr));
  align-items: start;
  h2 {
    grid-column: 1 / -1;
    font-size: 16px;
  }
`;

/** A full-width row of an `AdminFormCard` (a picker, a text area, the submit row). */
export const AdminFormWide = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;
