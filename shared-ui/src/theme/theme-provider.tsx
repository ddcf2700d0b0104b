import type { ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider } from 'styled-components';
import { theme } from './theme';

const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 15px;
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }
  a { color: inherit; text-decoration: none; }
  /* A plain link inside a sentence is underlined, so it does not rely on colour alone. */
  :where(p, span, small, dd) > a:not([class]) {
    text-decoration: underline;
    text-underline-offset: 0.18em;
  }
  button, input, select, textarea { font: inherit; color: inherit; }
  img { max-width: 100%; display: block; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
  h1, h2, h3, h4 { margin: 0; line-height: 1.2; }
  p { margin: 0; }
`;

/** Theme and global styles for the shell and any remote running alone. */
export function LobbyThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
