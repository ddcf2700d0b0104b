import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Input } from './form';

const Wrap = styled.div`
  position: relative;
  width: 100%;
  max-width: 360px;
  input {
    padding-left: 36px;
  }
  svg {
    position: absolute;
    left: 12px;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textFaint};
  }
`;

/** A search box (role searchbox) with a magnifier icon; its accessible name is the placeholder unless given. */
export function SearchInput({
  placeholder = 'Search...',
  ...rest
}: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Wrap>
      <svg
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <Input
        type="search"
        placeholder={placeholder}
        aria-label={rest['aria-label'] ?? placeholder}
        {...rest}
      />
    </Wrap>
  );
}
