import {
  INQUIRY_STATUS_LABELS,
  earlyReadKeys,
  formatDateTime,
  getDocument,
  inquiryMessagesPlan,
  inquiryPath,
  offerEarlyRead,
  restSnapshot,
  runQuery,
  toInquiry,
  toMessage,
  type Inquiry,
  type InquiryMessage,
} from '@madoguchi/shared/early';
import { element } from './dom';
import type { EarlyContext, EarlyPageKind } from './earlyPage';

// 問い合わせ詳細 before the app: the inquiry and its thread, as user-app's InquiryDetailPage and
// MessageThread draw them (its controls, reply box and the like come with the app).

interface InquiryData {
  inquiry: Inquiry | null;
  messages: InquiryMessage[];
}

const STATUS_TONES: Record<Inquiry['status'], string> = { new: 'danger', in_progress: 'brand', waiting: 'warning', resolved: 'success', closed: 'subtle' };

/**
 * Where the app draws the status controls: the requester's 「解決済みにする」 while the inquiry is open, shown
 * unusable until the app can act on it (a tenant admin's fields come with the app).
 */
function controls(inquiry: Inquiry, asAdmin: boolean): HTMLElement | null {
  if (asAdmin || inquiry.status === 'resolved' || inquiry.status === 'closed') return null;
  return element('div', { class: 'early-controls' }, element('button', { type: 'button', disabled: '' }, '解決済みにする'));
}

function viewerOf({ persisted, params: [tenantId = ''] }: EarlyContext) {
  // Their role in the tenant of the link, as the app will see it (the stored session is for one tenant).
  return { tenantId, uid: persisted.uid, isTenantAdmin: persisted.tenantId === tenantId && persisted.isTenantAdmin };
}

function message(entry: InquiryMessage, requesterUid: string): HTMLElement {
  if (entry.source === 'system') {
    return element('li', { class: 'early-notice', 'aria-label': 'システムからのお知らせ' }, element('span', {}, entry.body));
  }
  const badge = entry.internal
    ? element('span', { class: 'early-badge warning filled' }, '社内メモ(依頼者には表示されません)')
    : entry.authorUid === requesterUid
      ? element('span', { class: 'early-badge outline' }, '依頼者')
      : element('span', { class: 'early-badge outline brand' }, '担当');
  return element(
    'li',
    { class: `early-message${entry.internal ? ' internal' : ''}`, 'aria-label': entry.internal ? '社内メモ' : `${entry.authorName} のメッセージ` },
    element('span', { class: 'early-avatar', 'aria-hidden': 'true' }),
    element(
      'div',
      {},
      element(
        'div',
        { class: 'head' },
        element('strong', {}, entry.authorName),
        badge,
        entry.source === 'slack' && element('span', { class: 'early-badge tint' }, 'Slack'),
        element('small', {}, entry.createdAt ? formatDateTime(entry.createdAt) : '送信中…'),
      ),
      element('p', { class: 'body' }, entry.body),
    ),
  );
}

export const inquiryPage: EarlyPageKind<InquiryData> = {
  path: /^\/tenants\/([^/]+)\/inquiries\/([^/]+)\/?$/,

  async read(context) {
    const viewer = viewerOf(context);
    const [tenantId = '', inquiryId = ''] = context.params;
    const token = context.session.then((session) => session?.idToken ?? Promise.reject(new Error('signed out')));
    const inquiry = token.then((idToken) => getDocument(context.projectId, inquiryPath(tenantId, inquiryId), idToken));
    const messages = token.then((idToken) => runQuery(context.projectId, inquiryMessagesPlan(viewer, inquiryId), idToken));
    offerEarlyRead(earlyReadKeys.inquiry(tenantId, inquiryId), inquiry);
    offerEarlyRead(earlyReadKeys.messages(viewer, inquiryId), messages);
    const [document, thread] = await Promise.all([inquiry, messages]);
    return { inquiry: document && toInquiry(restSnapshot(document)), messages: thread.map((entry) => toMessage(restSnapshot(entry))) };
  },

  draw({ inquiry, messages }, context) {
    const [tenantId = ''] = context.params;
    if (!inquiry) return null; // the app says it is missing
    const title = `#${inquiry.number} ${inquiry.title}`;
    const listPath = `/tenants/${encodeURIComponent(tenantId)}/inquiries`;
    return {
      title: `問い合わせ ${title}`,
      content: element(
        'section',
        { class: 'early-page-body', 'aria-labelledby': 'early-title' },
        element('h1', { id: 'early-title' }, title),
        element(
          'div',
          { class: 'early-facts' },
          element('a', { href: listPath }, '問い合わせ一覧に戻る'),
          element('span', { class: `early-badge tint ${STATUS_TONES[inquiry.status]}` }, INQUIRY_STATUS_LABELS[inquiry.status]),
          element('span', {}, `依頼者: ${inquiry.requesterName}`),
          inquiry.createdAt && element('small', {}, `受付: ${formatDateTime(inquiry.createdAt)}`),
        ),
        controls(inquiry, viewerOf(context).isTenantAdmin),
        element('ol', { class: 'early-thread', 'aria-label': 'やり取り' }, ...messages.map((entry) => message(entry, inquiry.requesterUid))),
      ),
    };
  },
};
