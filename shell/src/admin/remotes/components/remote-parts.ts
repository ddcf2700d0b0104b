import styled from 'styled-components';
import { stackedList, Card } from '@lobby/shared-ui';

// The styled pieces of Admin › Remotes' cards, shared by a remote's card, the Add form and the page.

export const List = styled.ul`
  ${stackedList(16)}
`;

export const RemoteCard = styled(Card).attrs({ as: 'article' })`
  display: flex;
  flex-direction: column;
  gap: 14px;
  min-width: 0;
`;

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  h2 {
    font-size: 18px;
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(90px, max-content) minmax(0, 1fr);
  gap: 6px 16px;
  margin: 0;
  font-size: 14px;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 13px;
  }
`;

/**
 * A row of fields and buttons (Add, Replace, the canary release). On a phone the fields stack; from
 * 720 px a grid: the labels on one line, the inputs and buttons on the next, each field's hint and
 * error under its input, so a hint never pushes a button off its input's line. Fields are the
 * form's `div` children (AdminFormField), one column each; `--columns` sizes them.
 */
export const ReplaceForm = styled.form<{ $columns?: string }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px 12px;
  & > div:first-child {
    flex: 1 1 280px;
    min-width: 0;
  }
  @media (min-width: 720px) {
    display: grid;
    grid-template-columns: ${({ $columns }) => $columns ?? 'minmax(0, 1fr)'};
    grid-auto-columns: max-content;
    gap: 6px 12px;
    align-items: center;
    & > div {
      display: contents;
    }
    & > div:nth-of-type(1) > * {
      grid-column: 1;
    }
    & > div:nth-of-type(2) > * {
      grid-column: 2;
    }
    & > div > label {
      grid-row: 1;
      align-self: end;
    }
    & > div > :nth-child(2) {
      grid-row: 2;
    }
    & > div > [id$='-hint'] {
      grid-row: 3;
    }
    & > div > [id$='-error'] {
      grid-row: 4;
    }
    & > :not(div) {
      grid-row: 2;
    }
  }
`;

export const History = styled.details`
  font-size: 14px;
  summary {
    cursor: pointer;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primaryInk};
  }
  ol {
    margin: 8px 0 0;
    padding-left: 20px;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  li {
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;
