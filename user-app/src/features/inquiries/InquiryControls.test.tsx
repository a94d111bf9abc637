import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Inquiry } from '@madoguchi/shared/data';

import { InquiryControls } from './InquiryControls';

const changeInquiryStatus = jest.fn();
const notifyError = jest.fn();

jest.mock('@madoguchi/shared', () => ({ notify: { info: jest.fn(), error: (text: string) => notifyError(text) } }));
jest.mock('./api/callables', () => ({ changeInquiryStatus: (...args: unknown[]) => changeInquiryStatus(...args), assignInquiry: jest.fn() }));

const inquiry = (status: Inquiry['status']): Inquiry => ({
  id: 'i1',
  number: 3,
  title: '請求書の再発行',
  body: '',
  status,
  categoryId: null,
  requesterUid: 'u1',
  requesterName: '鈴木 一郎',
  assigneeUid: 'a1',
  createdAt: null,
  lastMessageAt: null,
  satisfaction: null,
  madeFaqs: [],
});

function renderControls(status: Inquiry['status'], admins: Parameters<typeof InquiryControls>[0]['admins']) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <InquiryControls tenantId="t1" inquiry={inquiry(status)} admins={admins} />
    </FluentProvider>,
  );
}

beforeEach(() => {
  changeInquiryStatus.mockReset();
  notifyError.mockReset();
});

describe('InquiryControls', () => {
  it('lets the requester mark an open inquiry resolved', async () => {
    changeInquiryStatus.mockResolvedValue({ inquiryId: 'i1', status: 'resolved' });
    renderControls('waiting', null);
    fireEvent.click(screen.getByRole('button', { name: '解決済みにする' }));
    await waitFor(() => expect(changeInquiryStatus).toHaveBeenCalledWith({ tenantId: 't1', inquiryId: 'i1', status: 'resolved' }));
    expect(screen.queryByRole('combobox', { name: 'ステータス' })).toBeNull();
  });

  it.each(['resolved', 'closed'] as const)('offers the requester nothing once the inquiry is %s', (status) => {
    const { container } = renderControls(status, null);
    expect(container.querySelector('button')).toBeNull();
  });

  it("shows tenant admins the status and the assignee's name", () => {
    renderControls('in_progress', [{ uid: 'a1', name: '佐藤 花子', email: 'admin@a.example.com', categoryIds: [] }]);
    expect(screen.getByRole('combobox', { name: 'ステータス' })).toHaveTextContent('対応中');
    expect(screen.getByRole('combobox', { name: '担当者' })).toHaveTextContent('佐藤 花子');
  });

  it('shows the server refusal as an error notice', async () => {
    changeInquiryStatus.mockRejectedValue(Object.assign(new Error('権限がありません。'), { code: 'functions/permission-denied' }));
    renderControls('new', null);
    fireEvent.click(screen.getByRole('button', { name: '解決済みにする' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('権限がありません。'));
  });
});
