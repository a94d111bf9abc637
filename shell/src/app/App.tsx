import { AppProviders } from '@madoguchi/shared';
import { BrowserRouter } from '@madoguchi/shared/router';
import { AppRoutes } from './router';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
