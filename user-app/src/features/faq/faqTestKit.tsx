// Test-only: sample entries and a renderer for the FAQ page's component tests.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation, useNavigate } from '@madoguchi/shared/router';
import { MemoryRouter } from '@madoguchi/shared/router/testing';
import { createFaqIndex, type FaqDocument, type FaqFinder, type FaqIndexEntry } from '@madoguchi/shared/data';

export const CATEGORIES = [
  { id: 'c-sales', name: '営業部', description: '', order: 1, slackChannelId: null, slackChannelName: null },
  { id: 'c-dev', name: '開発部', description: '', order: 2, slackChannelId: null, slackChannelName: null },
];

const entry = (id: string, question: string, answerText: string, fields: Partial<FaqIndexEntry> = {}): FaqIndexEntry => ({
  id,
  question,
  answerText,
  tags: [],
  categoryIds: [],
  helpfulCount: 0,
  updatedAt: null,
  ...fields,
});

export const ENTRIES: FaqIndexEntry[] = [
  entry('faq-password', 'パスワードを再設定するには', 'ログイン画面の「パスワードを忘れた方」から再設定用のメールを送れます。', {
    tags: ['アカウント'],
    helpfulCount: 5,
  }),
  entry('faq-vpn', 'VPNに接続できないとき', '社外からはVPNクライアントを再起動してください。', { categoryIds: ['c-sales'], helpfulCount: 2 }),
  entry('faq-print', '印刷できないときは', 'プリンターのドライバーを確認してください。'),
];

/** A finder that searches as the real one (createFaqIndex) and answers asynchronously, as a worker does. */
export function faqFinder(entries: FaqIndexEntry[]): FaqFinder {
  const index = createFaqIndex(entries);
  return {
    entries: index.entries,
    search: async (query, limit) => index.search(query, limit),
    nearMisses: async (query) => index.nearMisses(query),
    explain: async (query, options) => index.explain(query, options),
  };
}

export function faqDocument(fields: Partial<FaqDocument> = {}): FaqDocument {
  return {
    id: 'faq-password',
    question: 'パスワードを再設定するには',
    answerHtml: '<p>ログイン画面から<strong>再設定</strong>できます。</p>',
    categoryIds: [],
    tags: ['アカウント'],
    aliases: [],
    status: 'published',
    helpfulCount: 5,
    notHelpfulCount: 0,
    updatedAt: new Date('2026-04-01T01:02:03Z'),
    ...fields,
  };
}

/** The URL, and the browser's back button. */
function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="URL">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        ブラウザーの戻る
      </button>
    </>
  );
}

/** Renders `element` at /tenants/t1/faq(+search) with the theme and a probe showing the URL. */
export function renderAtFaq(element: ReactNode, search = '') {
  return render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={[`/tenants/t1/faq${search}`]}>
        <Routes>
          <Route
            path="/tenants/:tenantId/*"
            element={
              <>
                {element}
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </FluentProvider>,
  );
}
