// The server's limits (functions/src/inquiries/inquiryCallables.ts), checked first on the client so
// the message names the field before anything is sent.
export const TITLE_MAX = 100;
export const BODY_MAX = 10000;

export function titleProblem(title: string): string | null {
  if (!title.trim()) return '件名を入力してください。';
  if (title.trim().length > TITLE_MAX) return `件名は ${TITLE_MAX} 文字以内で入力してください。`;
  return null;
}

export function bodyProblem(body: string, field = '内容'): string | null {
  if (!body.trim()) return `${field}を入力してください。`;
  if (body.trim().length > BODY_MAX) return `${field}は ${BODY_MAX.toLocaleString('ja-JP')} 文字以内で入力してください。`;
  return null;
}
