import { messages } from '../messages/catalogue';

const UNREACHABLE = new Set(['unavailable', 'deadline-exceeded', 'functions/unavailable', 'functions/deadline-exceeded', 'functions/internal']);
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
const DENIED = new Set(['permission-denied', 'functions/permission-denied']);

const codeOf = (error: unknown) => (typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '');

/** Whether the server refused the caller (the rules, or a callable's role check). */
export function isPermissionDenied(error: unknown): boolean {
  return DENIED.has(codeOf(error));
}

/**
 * The Japanese message to show for a failed read or call. Our callables already answer in Japanese,
 * so their message is shown as it is; SDK errors become the catalogue's words.
 */
export function errorMessage(error: unknown): string {
  const code = codeOf(error);
  const message = error instanceof Error ? error.message : '';
  if (UNREACHABLE.has(code)) return messages.serviceUnavailable;
  if (code.startsWith('functions/') && JAPANESE.test(message)) return message;
  if (DENIED.has(code)) return messages.permissionInsufficient;
  // Unexpected: keep the details in the console for whoever investigates, show the code if any.
  console.error(error);
  return `処理に失敗しました。しばらくしてから再度お試しください。${code ? `(${code})` : ''}`;
}
