import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen } from '@testing-library/react';
import { SatisfactionCard } from './SatisfactionCard';

const rateInquiry = jest.fn();

jest.mock('@madoguchi/shared', () => ({ notify: { info: jest.fn(), error: jest.fn() } }));
jest.mock('./api/callables', () => ({ rateInquiry: (...args: unknown[]) => rateInquiry(...args) }));

function renderCard(props: Partial<Parameters<typeof SatisfactionCard>[0]> = {}) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <SatisfactionCard tenantId="t1" inquiryId="i1" satisfaction={null} canAnswer {...props} />
    </FluentProvider>,
  );
}

beforeEach(() => rateInquiry.mockReset());

describe('SatisfactionCard', () => {
  it('asks the requester, refuses no choice, keeps the answer on a failure and sends the same request again', async () => {
    rateInquiry.mockRejectedValueOnce(Object.assign(new Error('混み合っているため処理できませんでした。'), { code: 'functions/aborted' }));
    rateInquiry.mockResolvedValueOnce({ inquiryId: 'i1', rating: 'neutral' });
    renderCard();
    const form = screen.getByRole('form', { name: '解決しましたか？' });
    fireEvent.click(screen.getByRole('button', { name: '回答する' }));
    expect(await screen.findByText('満足・普通・不満から選んでください。')).toBeInTheDocument();
    expect(rateInquiry).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('radio', { name: '普通' }));
    fireEvent.change(screen.getByRole('textbox', { name: /コメント/ }), { target: { value: '  もう少し早いと助かります。 ' } });
    fireEvent.click(screen.getByRole('button', { name: '回答する' }));
    expect(await screen.findByText(/混み合っているため処理できませんでした。/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '普通' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: '回答する' }));
    await screen.findByRole('button', { name: '回答する' });
    expect(rateInquiry).toHaveBeenCalledTimes(2);
    expect(rateInquiry.mock.calls[0]?.[0]).toEqual({ tenantId: 't1', inquiryId: 'i1', rating: 'neutral', comment: 'もう少し早いと助かります。' });
    expect(rateInquiry.mock.calls[1]?.[1]).toBe(rateInquiry.mock.calls[0]?.[1]);
    expect(form).toBeInTheDocument();
  });

  it('shows the answer once given, to the requester and the admins alike', () => {
    renderCard({ satisfaction: { rating: 'dissatisfied', comment: '手順が違いました。' }, canAnswer: false });
    expect(screen.getByRole('heading', { name: '満足度: 不満' })).toBeInTheDocument();
    expect(screen.getByText('手順が違いました。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '回答する' })).toBeNull();
  });

  it('asks nobody but the requester', () => {
    const { container } = renderCard({ canAnswer: false });
    expect(container.textContent).toBe('');
  });
});
