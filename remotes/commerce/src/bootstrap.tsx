import { createRoot } from 'react-dom/client';
import { hydrateStandaloneSession } from '@lobby/shared-api';
import { StandaloneRoutes } from '@lobby/shared-ui';
import { routes } from './routes';

// Runs this remote alone, without the shell (its own dev server and index.html).
void hydrateStandaloneSession().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StandaloneRoutes name="commerce" routes={routes} />,
  );
});
