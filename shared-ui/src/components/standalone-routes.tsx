import type { ComponentType } from 'react';
import { Suspense } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { LobbyThemeProvider } from '../theme/theme-provider';
import { EmptyState } from './empty-state';
import { Loader } from './loader';

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;
const Bar = styled.header`
  display: flex;
  gap: 16px;
  align-items: center;
  flex-wrap: wrap;
  padding: 12px 20px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 14px;
  strong {
    margin-right: 8px;
  }
  a {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;
const Main = styled.main`
  flex: 1;
  padding: 24px;
`;

/**
 * Frame for a remote running alone on its own dev server: theme, router and its own routes,
 * with a small bar linking to each of them. The shell's layout is not part of a remote.
 */
export function StandaloneRoutes({
  name,
  routes,
}: {
  name: string;
  routes: Array<{ path: string; title: string; Component: ComponentType }>;
}) {
  return (
    <LobbyThemeProvider>
      <BrowserRouter>
        <Frame>
          <Bar>
            <strong>{name} (standalone)</strong>
            {routes
              .filter((r) => !r.path.includes(':'))
              .map((r) => (
                <Link key={r.path} to={r.path}>
                  {r.title}
                </Link>
              ))}
          </Bar>
          <Main>
            <Suspense fallback={<Loader />}>
              <Routes>
                {routes.map(({ path, Component }) => (
                  <Route key={path} path={path} element={<Component />} />
                ))}
                <Route
                  path="*"
                  element={
                    <EmptyState title="Not part of this remote">
                      This path belongs to another area of Lobby.
                    </EmptyState>
                  }
                />
              </Routes>
            </Suspense>
          </Main>
        </Frame>
      </BrowserRouter>
    </LobbyThemeProvider>
  );
}
