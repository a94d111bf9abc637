// Test-only: sample categories and a renderer for the category screens' component tests.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { Category } from '@madoguchi/shared/data';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from '@madoguchi/shared/router';
import { MemoryRouter } from '@madoguchi/shared/router/testing';

export const CATEGORIES: Category[] = [
  { id: 'cat-sales', name: '営業部', description: '法人営業を担当します。', order: 1, slackChannelId: null, slackChannelName: null },
  { id: 'cat-dev', name: '開発部', description: '', order: 2, slackChannelId: null, slackChannelName: null },
  { id: 'cat-soumu', name: '総務部', description: '備品と施設の窓口です。', order: 5, slackChannelId: null, slackChannelName: null },
];

/** watchCategories' shape: delivers `list` once, as the live listener's first snapshot would. */
export const deliver =
  (list: Category[]) =>
  (onData: (categories: Category[]) => void): Promise<() => void> => {
    onData(list);
    return Promise.resolve(() => undefined);
  };

/**
 * watchCategories' shape for a listener that fails the first time it is started (Firestore reports the
 * error to the listener, which then stops) and delivers `list` when started again.
 */
export function failingOnce(error: Error, list: Category[]) {
  let started = 0;
  return (onData: (categories: Category[]) => void, onError: (error: unknown) => void): Promise<() => void> => {
    started += 1;
    if (started === 1) onError(error);
    else onData(list);
    return Promise.resolve(() => undefined);
  };
}

function Where() {
  const location = useLocation();
  return <output aria-label="URL">{location.pathname}</output>;
}

/** The routes of tenant-admin-app/src/Area.tsx, under the shell's /tenants/:tenantId/admin. */
export const ROUTES = {
  list: '/tenants/:tenantId/admin/categories',
  new: '/tenants/:tenantId/admin/users/categories/new',
  editor: '/tenants/:tenantId/admin/users/categories/:categoryId',
} as const;

/**
 * Renders `element` on `route`, opened at `path`, with the theme and a probe showing the URL; after
 * a navigation elsewhere only the probe remains.
 */
export function renderAt(route: string, path: string, element: ReactNode) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </FluentProvider>,
  );
}

export const currentPath = () => screen.getByRole('status', { name: 'URL' }).textContent;

/** An error as the callable client raises it: a Japanese message from the server. */
export const refusal = (message: string, code = 'functions/already-exists') => Object.assign(new Error(message), { code });
