import type * as SlackIntegrationApi from '../../lib/api/slackIntegration';
import type * as Data from '@madoguchi/shared/data';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CATEGORIES, CHANNELS, refusal, renderSlackPage, slackIntegration } from './slackTestKit';

const startSlackInstall = jest.fn();
const listSlackChannels = jest.fn();
const checkSlackHealth = jest.fn();
const saveSlackSettings = jest.fn();
const disconnectSlack = jest.fn();
const leaveForSlack = jest.fn();
const notifyInfo = jest.fn();
let categoriesFailFirst = false;
let integration: SlackIntegrationApi.SlackIntegration | null;
let pushIntegration: (next: SlackIntegrationApi.SlackIntegration | null) => void = () => undefined;

jest.mock('@madoguchi/shared', () => ({ notify: { info: (text: string) => notifyInfo(text), error: jest.fn() } }));
jest.mock('./api/callables', () => ({ startSlackInstall: (...args: unknown[]) => startSlackInstall(...args), listSlackChannels: (...args: unknown[]) => listSlackChannels(...args), checkSlackHealth: (...args: unknown[]) => checkSlackHealth(...args), saveSlackSettings: (...args: unknown[]) => saveSlackSettings(...args), disconnectSlack: (...args: unknown[]) => disconnectSlack(...args) }));
jest.mock('../../lib/api/slackIntegration', () => ({
  ...jest.requireActual<typeof SlackIntegrationApi>('../../lib/api/slackIntegration'),
  watchSlackIntegration: () => async (onData: (next: SlackIntegrationApi.SlackIntegration | null) => void) => {
    pushIntegration = onData;
    onData(integration);
    return () => undefined;
  },
  // The first listener fails when the test asks (Firestore then stops it); another one delivers.
}));
jest.mock('@madoguchi/shared/data', () => ({
  ...jest.requireActual<typeof Data>('@madoguchi/shared/data'),
  watchCategories: () => async (onData: (categories: Data.Category[]) => void, onError: (error: unknown) => void) => {
    if (categoriesFailFirst) {
      categoriesFailFirst = false;
      onError(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    } else onData(CATEGORIES);
    return () => undefined;
  },
}));
jest.mock('./leaveForSlack', () => ({ leaveForSlack: (url: string) => leaveForSlack(url) }));

const picker = (name: string) => screen.getByRole('combobox', { name });
const choose = async (name: string, option: string) => {
  fireEvent.click(picker(name));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};
const saveButton = () => screen.getByRole('button', { name: '保存' });
const repliesSwitch = () => screen.getByRole('switch', { name: 'スレッドでの返信を問い合わせ者に送る' });
const hideBodySwitch = () => screen.getByRole('switch', { name: '本文をチャンネルに表示しない' });
const emojiField = () => screen.getByRole('textbox', { name: '問い合わせにするリアクション' });
const contactField = () => screen.getByRole('textbox', { name: '未登録の人に案内する連絡先' });
const EMOJI_MESSAGE = 'リアクションの絵文字名は半角の英小文字・数字・「_」「-」「+」で、コロンなしで入力してください（例: ticket）。';
const waysTitle = '従業員がSlackから問い合わせる方法';
const waysSection = () => screen.getByRole('region', { name: waysTitle });
const formReady = () => waitFor(() => expect(picker('既定のチャンネル')).toBeEnabled());

beforeEach(() => {
  for (const mock of [startSlackInstall, listSlackChannels, checkSlackHealth, saveSlackSettings, disconnectSlack, leaveForSlack, notifyInfo]) mock.mockReset();
  integration = slackIntegration();
  categoriesFailFirst = false;
  listSlackChannels.mockResolvedValue({ channels: CHANNELS });
});

describe('SlackSettingsPage, never connected', () => {
  beforeEach(() => {
    integration = null;
  });

  it('says what the integration does and goes to Slack to connect', async () => {
    startSlackInstall.mockResolvedValue({ authorizeUrl: 'https://slack.com/oauth/v2/authorize?state=s1' });
    renderSlackPage();
    expect(await screen.findByText('新しい問い合わせが届くと、選んだSlackチャンネルに投稿されます。')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Slackに接続' }));
    await waitFor(() => expect(leaveForSlack).toHaveBeenCalledWith('https://slack.com/oauth/v2/authorize?state=s1'));
    expect(startSlackInstall).toHaveBeenCalledWith({ tenantId: 'tenant-a' });
    expect(listSlackChannels).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: waysTitle })).toBeNull();
  });

  it("shows the server's message when connecting fails, and lets the admin try again", async () => {
    startSlackInstall.mockRejectedValue(refusal('Slack連携の設定が完了していません。運営元にお問い合わせください。'));
    renderSlackPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Slackに接続' }));
    expect(await screen.findByText('Slackに接続できませんでした。Slack連携の設定が完了していません。運営元にお問い合わせください。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Slackに接続' })).toBeEnabled();
    expect(leaveForSlack).not.toHaveBeenCalled();
  });
});

describe('SlackSettingsPage, connected', () => {
  it('shows the workspace, the health and the stored channels', async () => {
    integration = slackIntegration({}, { botInChannel: false, problem: 'アプリが #helpdesk に参加していません。' });
    renderSlackPage();
    await formReady();
    const connection = screen.getByRole('region', { name: '接続中のワークスペース' });
    expect(connection).toHaveTextContent('さくら商事');
    expect(connection).toHaveTextContent('管理 太郎');
    const health = screen.getByRole('region', { name: '接続の状態' });
    expect(health).toHaveTextContent('アプリが #helpdesk に参加していません。');
    expect(health).toHaveTextContent('参加していません');
    expect(health).toHaveTextContent('最後にSlackから受け取った日時まだありません');
    expect(picker('既定のチャンネル')).toHaveTextContent('#helpdesk');
    expect(picker('営業部の投稿先チャンネル')).toHaveTextContent('#sales-inquiries（非公開）');
    expect(picker('開発部の投稿先チャンネル')).toHaveTextContent('既定のチャンネル');
    expect(repliesSwitch()).not.toBeChecked();
    expect(repliesSwitch()).toHaveAccessibleDescription(
      'オフのときは、Slackのスレッドに書いた返信は社内メモとして問い合わせに残り、問い合わせ者には送られません。問い合わせ者に送るには、その返信のメニュー（…）から「問い合わせ者に送信」を選ぶか、窓口の問い合わせのページから回答してください。',
    );
    expect(emojiField()).toHaveValue('ticket');
    expect(saveButton()).toBeDisabled();
    expect(listSlackChannels).toHaveBeenCalledWith({ tenantId: 'tenant-a' });
  });

  it('warns when the chosen channel does not have the app, telling to invite it', async () => {
    renderSlackPage();
    await formReady();
    await choose('既定のチャンネル', '#random（アプリ未参加）');
    expect(screen.getByText(/アプリが #random に参加していないため、投稿できません。.*\/invite/)).toBeInTheDocument();
  });

  it('sends only the categories whose channel changed, with the default channel, the replies switch and the reaction', async () => {
    saveSlackSettings.mockResolvedValue({ tenantId: 'tenant-a' });
    renderSlackPage();
    await formReady();
    await choose('開発部の投稿先チャンネル', '#helpdesk');
    fireEvent.change(emojiField(), { target: { value: ' sos ' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(notifyInfo).toHaveBeenCalledWith('Slack連携の設定を保存しました。'));
    expect(saveSlackSettings).toHaveBeenCalledWith(
      { tenantId: 'tenant-a', channelId: 'C-help', repliesPublic: false, hideBodyInChannel: false, ticketEmoji: 'sos', strangerContact: '', categoryChannels: { 'cat-dev': 'C-help' } },
      expect.any(String),
    );
  });

  it("refuses a reaction typed with colons, in the contract's words, keeps what was typed and sends nothing", async () => {
    renderSlackPage();
    await formReady();
    fireEvent.change(emojiField(), { target: { value: ':sos:' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText(EMOJI_MESSAGE)).toBeInTheDocument();
    expect(emojiField()).toHaveValue(':sos:');
    expect(emojiField()).toHaveAttribute('aria-invalid', 'true');
    expect(saveSlackSettings).not.toHaveBeenCalled();
    expect(notifyInfo).not.toHaveBeenCalled();
    // Editing the field clears the message; the corrected name is saved.
    saveSlackSettings.mockResolvedValue({ tenantId: 'tenant-a' });
    fireEvent.change(emojiField(), { target: { value: 'sos' } });
    expect(screen.queryByText(EMOJI_MESSAGE)).toBeNull();
    fireEvent.click(saveButton());
    await waitFor(() => expect(saveSlackSettings).toHaveBeenCalledWith(expect.objectContaining({ ticketEmoji: 'sos' }), expect.any(String)));
  });

  it('offers the contact line for people registered nowhere, saying who sees it, and saves it trimmed', async () => {
    saveSlackSettings.mockResolvedValue({ tenantId: 'tenant-a' });
    renderSlackPage();
    await formReady();
    expect(contactField()).toHaveValue('');
    expect(contactField()).toHaveAccessibleDescription(/^窓口に登録されていない人がこのワークスペースでアプリを使ったときに表示する連絡先です/);
    expect(contactField()).toHaveAccessibleDescription(/空欄なら何も表示せず、会社名や管理者の名前も表示しません。/);
    fireEvent.change(contactField(), { target: { value: ' 情報システム部（内線 1234） ' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(notifyInfo).toHaveBeenCalledWith('Slack連携の設定を保存しました。'));
    expect(saveSlackSettings).toHaveBeenCalledWith(
      { tenantId: 'tenant-a', channelId: 'C-help', repliesPublic: false, hideBodyInChannel: false, ticketEmoji: 'ticket', strangerContact: '情報システム部（内線 1234）', categoryChannels: {} },
      expect.any(String),
    );
  });

  it('shows the stored contact line, and empties it to show strangers nothing', async () => {
    integration = slackIntegration({ strangerContact: '情報システム部（内線 1234）' });
    saveSlackSettings.mockResolvedValue({ tenantId: 'tenant-a' });
    renderSlackPage();
    await formReady();
    expect(contactField()).toHaveValue('情報システム部（内線 1234）');
    fireEvent.change(contactField(), { target: { value: '' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(saveSlackSettings).toHaveBeenCalledWith(expect.objectContaining({ strangerContact: '' }), expect.any(String)));
  });

  it("refuses a contact line over 100 characters or with control characters, in the contract's words, and sends nothing", async () => {
    renderSlackPage();
    await formReady();
    fireEvent.change(contactField(), { target: { value: 'あ'.repeat(101) } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('未登録の人に案内する連絡先は100文字以内で入力してください。')).toBeInTheDocument();
    expect(contactField()).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(contactField(), { target: { value: '情報システム部\t内線 1234' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('未登録の人に案内する連絡先に改行や制御文字は入力できません。')).toBeInTheDocument();
    expect(saveSlackSettings).not.toHaveBeenCalled();
  });

  it('tells how employees and admins use Slack, naming the saved reaction rather than the one being typed', async () => {
    integration = slackIntegration({ ticketEmoji: 'sos' });
    renderSlackPage();
    await formReady();
    const ways = waysSection();
    for (const way of [
      'ショートカット「窓口に問い合わせ」',
      'メッセージに :sos: のリアクションを付けると、付けた人にだけ「問い合わせを作成」ボタンが表示されます。',
      'アプリにダイレクトメッセージを送ると',
      '/madoguchi 検索語 でよくある質問を検索できます（結果は本人にだけ表示されます）。',
      'ホームタブに、自分の未解決の問い合わせ',
      '内容に合うよくある質問が提案されます。',
      'そのスレッドに返信すると、問い合わせへの返信になります。',
      '一致しない人には、窓口に登録されていないことと、設定した場合は「未登録の人に案内する連絡先」だけが本人に表示されます。会社名や管理者の名前は表示されず',
      '既定では社内メモ',
      'ショートカット「問い合わせ者に送信」',
      '「担当する」「ステータス変更」「窓口で開く」',
    ]) {
      expect(ways).toHaveTextContent(way);
    }
    expect(within(ways).getByRole('heading', { name: '従業員' })).toBeInTheDocument();
    expect(within(ways).getByRole('heading', { name: '管理者' })).toBeInTheDocument();

    fireEvent.change(emojiField(), { target: { value: 'raised_hands' } });
    expect(ways).toHaveTextContent(':sos:');
    expect(ways).not.toHaveTextContent('raised_hands');
    // Once saved, the live document brings the new name.
    act(() => pushIntegration(slackIntegration({ ticketEmoji: 'raised_hands' })));
    expect(waysSection()).toHaveTextContent(':raised_hands:');
  });

  it('turns thread replies to the requester on only after a confirmation, and saves it', async () => {
    saveSlackSettings.mockResolvedValue({ tenantId: 'tenant-a' });
    renderSlackPage();
    await formReady();
    fireEvent.click(repliesSwitch());
    const dialog = await screen.findByRole('dialog', { name: 'スレッドでの返信を問い合わせ者に送りますか？' });
    expect(dialog).toHaveTextContent('これからはSlackのスレッドに書かれた返信が、すべてそのまま問い合わせ者に送られます。');
    // The safe way stays named: with the switch off, one reply at a time after a confirmation.
    expect(dialog).toHaveTextContent('「問い合わせ者に送信」を使えば、確認してから1件ずつ送れます。');
    expect(repliesSwitch()).not.toBeChecked();
    fireEvent.click(within(dialog).getByRole('button', { name: '送るようにする' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(repliesSwitch()).toBeChecked();
    expect(repliesSwitch()).toHaveAccessibleDescription(/すべてそのまま問い合わせ者に送られます。/);
    // The dialog's own button saves nothing: the form does, on 保存.
    expect(saveSlackSettings).not.toHaveBeenCalled();
    fireEvent.click(saveButton());
    await waitFor(() => expect(notifyInfo).toHaveBeenCalledWith('Slack連携の設定を保存しました。'));
    expect(saveSlackSettings).toHaveBeenCalledWith(
      { tenantId: 'tenant-a', channelId: 'C-help', repliesPublic: true, hideBodyInChannel: false, ticketEmoji: 'ticket', strangerContact: '', categoryChannels: {} },
      expect.any(String),
    );
  });

  it('leaves thread replies as internal notes when the confirmation is cancelled', async () => {
    renderSlackPage();
    await formReady();
    fireEvent.click(repliesSwitch());
    const dialog = await screen.findByRole('dialog', { name: 'スレッドでの返信を問い合わせ者に送りますか？' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(repliesSwitch()).not.toBeChecked();
    expect(saveButton()).toBeDisabled();
  });

  it('turns thread replies to the requester off without asking', async () => {
    integration = slackIntegration({ repliesPublic: true });
    saveSlackSettings.mockResolvedValue({ tenantId: 'tenant-a' });
    renderSlackPage();
    await formReady();
    expect(repliesSwitch()).toBeChecked();
    fireEvent.click(repliesSwitch());
    expect(repliesSwitch()).not.toBeChecked();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(saveButton());
    await waitFor(() => expect(saveSlackSettings).toHaveBeenCalledWith(expect.objectContaining({ repliesPublic: false }), expect.any(String)));
  });

  it("keeps the choices when saving fails, shows the server's message, and retries with the same request id", async () => {
    saveSlackSettings.mockRejectedValueOnce(refusal('選んだチャンネルが見つかりません。')).mockResolvedValueOnce({ tenantId: 'tenant-a' });
    renderSlackPage();
    await formReady();
    await choose('営業部の投稿先チャンネル', '既定のチャンネル');
    fireEvent.click(saveButton());
    expect(await screen.findByText('保存できませんでした。選んだチャンネルが見つかりません。')).toBeInTheDocument();
    expect(picker('営業部の投稿先チャンネル')).toHaveTextContent('既定のチャンネル');
    expect(notifyInfo).not.toHaveBeenCalled();

    fireEvent.click(saveButton());
    await waitFor(() => expect(saveSlackSettings).toHaveBeenCalledTimes(2));
    const [[first, firstId], [second, secondId]] = saveSlackSettings.mock.calls as [[unknown, string], [unknown, string]];
    expect(first).toEqual({ tenantId: 'tenant-a', channelId: 'C-help', repliesPublic: false, hideBodyInChannel: false, ticketEmoji: 'ticket', strangerContact: '', categoryChannels: { 'cat-sales': null } });
    expect(second).toEqual(first);
    expect(secondId).toBe(firstId);
  });

  it('still shows the stored channels when the channel list fails, with a retry', async () => {
    listSlackChannels.mockRejectedValueOnce(refusal('Slackに接続できませんでした。', 'functions/unavailable'));
    renderSlackPage();
    expect(await screen.findByText(/^Slackのチャンネル一覧を読み込めませんでした。/)).toBeInTheDocument();
    expect(picker('既定のチャンネル')).toHaveTextContent('#helpdesk');
    expect(picker('営業部の投稿先チャンネル')).toHaveTextContent('#sales-inquiries');
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    await formReady();
    expect(screen.queryByText(/^Slackのチャンネル一覧を読み込めませんでした。/)).toBeNull();
  });

  it('says when the categories could not be read, and reads them again on request', async () => {
    categoriesFailFirst = true;
    renderSlackPage();
    expect(await screen.findByText('ユーザーカテゴリを読み込めませんでした。権限がありません。')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '既定のチャンネル' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    await formReady();
    expect(picker('営業部の投稿先チャンネル')).toHaveTextContent('#sales-inquiries');
    expect(screen.queryByText(/ユーザーカテゴリを読み込めませんでした/)).toBeNull();
  });

  it('says who in the channel sees what, with bodies shown and with them kept out, and saves the choice', async () => {
    saveSlackSettings.mockResolvedValue({ tenantId: 'tenant-a' });
    renderSlackPage();
    await formReady();
    expect(hideBodySwitch()).not.toBeChecked();
    expect(hideBodySwitch()).toHaveAccessibleDescription(
      '投稿先のチャンネルを見られる人（公開チャンネルならワークスペースの全員）が、問い合わせの件名・依頼者名・カテゴリ・本文と、窓口で書かれた返信の内容を見られます。',
    );
    fireEvent.click(hideBodySwitch());
    expect(hideBodySwitch()).toBeChecked();
    expect(hideBodySwitch()).toHaveAccessibleDescription(
      '投稿先のチャンネルを見られる人（公開チャンネルならワークスペースの全員）が見られるのは、問い合わせの件名・依頼者名・カテゴリ、返信があったこととステータスの変更、窓口へのリンクだけです。本文と返信の内容は、窓口でテナント管理者と問い合わせ者本人だけが見られます。',
    );
    expect(screen.getByText(/すでにチャンネルに投稿された本文は消えません。/)).toBeInTheDocument();
    fireEvent.click(saveButton());
    await waitFor(() => expect(notifyInfo).toHaveBeenCalledWith('Slack連携の設定を保存しました。'));
    expect(saveSlackSettings).toHaveBeenCalledWith(
      { tenantId: 'tenant-a', channelId: 'C-help', repliesPublic: false, hideBodyInChannel: true, ticketEmoji: 'ticket', strangerContact: '', categoryChannels: {} },
      expect.any(String),
    );
  });

  it('starts from the stored choice to keep bodies out of the channel', async () => {
    integration = slackIntegration({ hideBodyInChannel: true });
    renderSlackPage();
    await formReady();
    expect(hideBodySwitch()).toBeChecked();
    expect(saveButton()).toBeDisabled();
  });

  it("says in the health when Slack's requests are refused by their signature, and is well again once they are not", async () => {
    const refusals = { kind: 'signature' as const, count: 5, since: new Date(Date.now() - 20 * 60_000), lastAt: new Date(Date.now() - 60_000) };
    integration = slackIntegration({}, { refusals });
    renderSlackPage();
    await formReady();
    const health = screen.getByRole('region', { name: '接続の状態' });
    expect(health).toHaveTextContent('Slackからの操作が届いていません');
    expect(health).toHaveTextContent('Slackからの操作が署名の検証で拒否されています（直近1時間に 5 件）。');
    expect(health).toHaveTextContent(/Slackからの操作の受け付け拒否しています（最後: /);
    act(() => pushIntegration(slackIntegration({}, { refusals: null })));
    expect(health).not.toHaveTextContent('署名の検証で拒否');
    expect(health).toHaveTextContent('Slackからの操作の受け付け拒否はありません');
  });

  it('says in the health when the server has no signing secret and refuses everything', async () => {
    integration = slackIntegration({}, { refusals: { kind: 'noSecret', count: 2, since: new Date(), lastAt: new Date() } });
    renderSlackPage();
    await formReady();
    expect(screen.getByRole('region', { name: '接続の状態' })).toHaveTextContent(
      '窓口のサーバーにSlackの署名シークレットが設定されていないため、Slackからの操作をすべて拒否しています（直近1時間に 2 件）。',
    );
  });

  it('checks the connection now and says what it found', async () => {
    checkSlackHealth.mockResolvedValue({ tokenValid: true, botInChannel: true, problem: null });
    renderSlackPage();
    await formReady();
    fireEvent.click(screen.getByRole('button', { name: '今すぐ確認' }));
    expect(await screen.findByText('確認しました。問題は見つかりませんでした。')).toBeInTheDocument();
    expect(checkSlackHealth).toHaveBeenCalledWith({ tenantId: 'tenant-a' });
  });

  it('disconnects after a confirmation, then offers to connect again', async () => {
    disconnectSlack.mockResolvedValue({ tenantId: 'tenant-a' });
    renderSlackPage();
    await formReady();
    fireEvent.click(screen.getByRole('button', { name: '連携を解除' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slack連携を解除しますか？' });
    expect(dialog).toHaveTextContent('ワークスペース「さくら商事」との連携を解除します。');
    fireEvent.click(within(dialog).getByRole('button', { name: '解除する' }));
    await waitFor(() => expect(notifyInfo).toHaveBeenCalledWith('Slack連携を解除しました。'));
    expect(disconnectSlack).toHaveBeenCalledWith({ tenantId: 'tenant-a' }, expect.any(String));
    act(() => pushIntegration(null));
    expect(await screen.findByRole('button', { name: 'Slackに接続' })).toBeInTheDocument();
  });
});

describe('SlackSettingsPage, connection lost', () => {
  it('warns clearly with the problem and offers to reconnect, without the settings', async () => {
    integration = slackIntegration(
      { status: 'disconnected', disconnectedAt: new Date('2026-11-22T01:00:00Z') },
      { tokenValid: false, problem: 'Slackでアプリがアンインストールされました。' },
    );
    startSlackInstall.mockResolvedValue({ authorizeUrl: 'https://slack.com/oauth/v2/authorize?state=s2' });
    renderSlackPage();
    expect(await screen.findByText('Slackとの接続が切れています')).toBeInTheDocument();
    expect(screen.getByText(/Slackでアプリがアンインストールされました。/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Slack連携の設定' })).toBeNull();
    expect(screen.queryByRole('region', { name: waysTitle })).toBeNull();
    expect(listSlackChannels).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '再接続' }));
    await waitFor(() => expect(leaveForSlack).toHaveBeenCalledWith('https://slack.com/oauth/v2/authorize?state=s2'));
  });
});
