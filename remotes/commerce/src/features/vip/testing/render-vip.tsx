import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@lobby/shared-api';
import { LobbyThemeProvider } from '@lobby/shared-ui';
import { VipPage } from '../components/vip-page';

/** Renders /vip-rewards inside a fresh query cache (no retries). */
export function renderVip() {
  const queryClient = createQueryClient({ queries: { retry: false, gcTime: Infinity } });
  return render(
    <LobbyThemeProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/vip-rewards']}>
          <VipPage />
        </MemoryRouter>
      </QueryClientProvider>
    </LobbyThemeProvider>,
  );
}
