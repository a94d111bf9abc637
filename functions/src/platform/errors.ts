import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';

/** Japanese messages callers see; codes follow docs/product.md#messages-and-error-codes. */
export const errorMessages = {
  unauthenticated: 'ログインが必要です。ログインしてから再度お試しください。',
  emailNotVerified: 'メールアドレスの確認が済んでいないため、この操作はできません。',
  permissionDenied: '権限がありません。',
  tenantSuspended: 'このテナントは利用停止中のため、この操作はできません。',
  requestInProgress: '同じ操作を処理中です。しばらくしてから結果をご確認ください。',
  unexpected: '予期しないエラーが発生しました。時間をおいて再度お試しください。',
} as const;

export function refuse(code: FunctionsErrorCode, message: string): HttpsError {
  return new HttpsError(code, message);
}
