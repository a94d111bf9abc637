import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ReplyForm } from './ReplyForm';

const postInquiryMessage = jest.fn();

jest.mock('@madoguchi/shared', () => ({
  useAuth: () => ({ currentUserId: 'admin-1' }),
  notify: { info: jest.fn(), error: jest.fn() },
  storageAvailable: () => Promise.resolve(false),
}));
jest.mock('@madoguchi/shared/api', () => ({
  inquiriesApi: { postInquiryMessage: (...args: unknown[]) => postInquiryMessage(...args) },
}));
jest.mock('@madoguchi/shared/data', () => ({
  ...jest.requireActual('@madoguchi/shared/data'),
  uploadAttachment: jest.fn(),
}));

/** Renders and waits for the Storage probe to settle (it answers "unavailable" here). */
async function renderForm(asAdmin: boolean) {
  render(
    <FluentProvider theme={webLightTheme}>
      <ReplyForm tenantId="t1" inquiryId="i1" asAdmin={asAdmin} />
    </FluentProvider>,
  );
  await screen.findByText(/ファイルのアップロードは現在利用できません/);
}

beforeEach(() => postInquiryMessage.mockReset());

describe('ReplyForm', () => {
  it('offers requesters neither internal notes nor a status', async () => {
    await renderForm(false);
    expect(screen.queryByRole('checkbox', { name: /社内メモ/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: '送信後のステータス' })).toBeNull();
  });

  it('sends an internal note for a tenant admin and clears the form once the server has it', async () => {
    postInquiryMessage.mockResolvedValue({ messageId: 'm1', status: 'in_progress' });
    await renderForm(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /社内メモとして保存/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /社内メモ/ }), '経理部に確認中');
    fireEvent.click(screen.getByRole('button', { name: '社内メモを保存' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /返信/ })).toHaveValue(''));
    expect(postInquiryMessage).toHaveBeenCalledWith(
      { tenantId: 't1', inquiryId: 'i1', body: '経理部に確認中', internal: true, attachments: [] },
      expect.any(String),
    );
  });

  it('keeps the text and shows the reason when sending fails', async () => {
    postInquiryMessage.mockRejectedValue(
      Object.assign(new Error('クローズ済みの問い合わせは変更できません。続きは新しい問い合わせでお送りください。'), { code: 'functions/failed-precondition' }),
    );
    await renderForm(false);
    await userEvent.type(screen.getByRole('textbox', { name: /返信/ }), '追加で質問です');
    fireEvent.click(screen.getByRole('button', { name: '返信する' }));
    expect(await screen.findByText(/クローズ済みの問い合わせは変更できません/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /返信/ })).toHaveValue('追加で質問です');
  });

  it('refuses an empty reply without calling the server', async () => {
    await renderForm(false);
    fireEvent.click(screen.getByRole('button', { name: '返信する' }));
    expect(await screen.findByText('返信を入力してください。')).toBeInTheDocument();
    expect(postInquiryMessage).not.toHaveBeenCalled();
  });
});
