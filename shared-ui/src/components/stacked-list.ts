import { css } from 'styled-components';

/** A list without bullets or indent, its items stacked with `gap` px between them. */
export const stackedList = (gap: number) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${gap}px;
`;
