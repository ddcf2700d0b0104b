import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { createQueryClient, hydrateStandaloneSession } from '@lobby/shared-api';
import { StandaloneRoutes } from '@lobby/shared-ui';
import { routes } from './routes';

// Runs this remote alone, without the shell (its own dev server and index.html): with no shell
// to own the page's query cache, the standalone page makes its own.
void hydrateStandaloneSession().then(() => {
  createRoot(document.getElementById('root')!).render(
    <QueryClientProvider client={createQueryClient()}>
      <StandaloneRoutes name="community" routes={routes} />
    </QueryClientProvider>,
  );
});
