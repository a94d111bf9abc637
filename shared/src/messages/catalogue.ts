/**
 * Every message docs/product.md#messages-and-error-codes names, in Japanese, in one place so each app
 * uses the same words.
 * Functions that take details append the service's code and message, which support staff need.
 */
export const messages = {
  emailNotVerified: '登録されているメールアドレスの確認が済んでいないため、ログインできません。',
  permissionDenied: 'ユーザーが登録されていないか、無効になっているため、ログインできません。',
  serviceUnavailable:
    'サーバーに接続できませんでした。ネットワーク接続を確認し、しばらくしてから再度お試しください。',
  noTenant: 'どのテナントにも登録されていないため、ご利用いただけません。管理者にお問い合わせください。',
  tenantSuspended: 'ご所属のテナントは現在利用停止中のため、ご利用いただけません。管理者にお問い合わせください。',
  permissionInsufficient: '権限がありません。',
  loginFailed: (detail: string) => `ログインに失敗しました。${detail}`,
  googleAuthFailed: (code: string, message: string) => `認証に失敗しました。(${code}) ${message}`,
  mailLinkSendFailed: (code: string, message: string) =>
    `ログイン用リンクのメール送信に失敗しました。(${code}) ${message}`,
  mailLinkVerifyFailed: (code: string, message: string) =>
    `ログイン用リンクの確認に失敗しました。(${code}) ${message}`,
  emailRequiredForLink:
    'このブラウザではメールアドレスを確認できませんでした。ログイン用リンクを受け取ったメールアドレスを入力してください。',
} as const;
