import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** A record's name in an admin table that opens it: bold, underlined on hover and focus. */
export const RowLink = styled(Link)`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: underline;
  text-decoration-color: ${({ theme }) => theme.colors.border};
  text-underline-offset: 3px;
  &:hover,
  &:focus-visible {
    text-decoration-color: currentColor;
  }
`;
