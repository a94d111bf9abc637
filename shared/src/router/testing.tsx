// For tests only: a router in memory, and a page rendered on its route. Apart from ./index.ts, whose
// every export ships with the login page.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export { MemoryRouter };

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="現在の場所">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `element` as the route `pattern`, opened at `url`, with the theme and a probe showing where
 * the router is (currentLocation); after a navigation elsewhere only the probe remains.
 */
export function renderRoute(url: string, pattern: string, element: ReactNode) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pattern} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </FluentProvider>,
  );
}

/** The path and query the router is at, as the probe of renderRoute shows them. */
export const currentLocation = () => screen.getByRole('status', { name: '現在の場所' }).textContent;
