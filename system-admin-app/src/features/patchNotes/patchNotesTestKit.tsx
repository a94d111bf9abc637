import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { AdminPatchNote } from '@madoguchi/shared/data';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from '@madoguchi/shared/router';
import { MemoryRouter } from '@madoguchi/shared/router/testing';

// What the release note screens' tests share: a note and rendering at a route.

export function adminNote(overrides: Partial<AdminPatchNote> = {}): AdminPatchNote {
  return {
    id: 'n1',
    title: 'FAQ検索を改善しました',
    bodyHtml: '<p>ひらがなでも検索できます。</p>',
    labels: ['improvement'],
    state: 'draft',
    publishAt: null,
    publishedAt: null,
    updatedAt: new Date('2026-11-01T00:00:00Z'),
    ...overrides,
  };
}

function Location() {
  const location = useLocation();
  return <output aria-label="現在の場所">{location.pathname}</output>;
}

export function renderAt(url: string, pattern: string, element: ReactElement) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pattern} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <Location />
      </MemoryRouter>
    </FluentProvider>,
  );
}

/** The real editor is Tiptap's (tested in shared); a textarea stands in for it. */
export function FakeRichTextEditor(props: { value: string; onChange: (html: string) => void; 'aria-labelledby'?: string }) {
  return <textarea aria-labelledby={props['aria-labelledby']} value={props.value} onChange={(event) => props.onChange(event.target.value)} />;
}
