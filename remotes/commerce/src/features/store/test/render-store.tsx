import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { LobbyThemeProvider } from '@lobby/shared-ui';
import { StorePage } from '../components/store-page';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

/** Renders /store inside a router at `url`, with a probe showing the current query string. */
export function renderStore(url = '/store') {
  return render(
    <LobbyThemeProvider>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/store"
            element={
              <>
                <StorePage />
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </LobbyThemeProvider>,
  );
}
