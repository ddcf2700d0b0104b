import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { createQueryClient, hydrateStandaloneSession } from '@lobby/shared-api';
import { StandaloneRoutes } from '@lobby/shared-ui';
import { routes } from './routes';

// Runs this remote alone (`npm run dev`), without the shell: a minimal frame around its pages.
void hydrateStandaloneSession().then(() => {
  createRoot(document.getElementById('root')!).render(
    <QueryClientProvider client={createQueryClient()}>
      <StandaloneRoutes name="__NAME__" routes={routes} />
    </QueryClientProvider>,
  );
});
