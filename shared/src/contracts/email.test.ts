import * as z from 'zod/mini';
import { emailProblem } from '../validation/email';
import { EMAIL_MAX, EMAIL_MESSAGES, email } from './email';
import { EMAIL_PATTERN } from './emailAddress';

const schemaProblem = (input: unknown) => z.safeParse(email, input).error?.issues[0]?.message ?? null;

describe('the e-mail field', () => {
  it.each([
    ['', EMAIL_MESSAGES.missing],
    ['   ', EMAIL_MESSAGES.missing],
    ['user@@example', EMAIL_MESSAGES.malformed],
    ['user@example', EMAIL_MESSAGES.malformed],
    ['ユーザー@example.com', EMAIL_MESSAGES.malformed],
    [`${'a'.repeat(EMAIL_MAX)}@example.com`, EMAIL_MESSAGES.tooLong],
    ['user@a.example.com', null],
    ['ｕｓｅｒ＠ａ．ｅｘａｍｐｌｅ．ｃｏｍ', null],
    ['  User@A.Example.com ', null],
  ])('says the same of %j on the login page as the server does', (text, expected) => {
    expect(emailProblem(text)).toBe(expected);
    expect(schemaProblem(text)).toBe(expected);
  });

  it("checks the form with zod's own pattern", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it('stores the address half-width and in lower case', () => {
    expect(z.parse(email, ' ＵＳＥＲ＠Ａ．ｅｘａｍｐｌｅ．ｃｏｍ ')).toBe('user@a.example.com');
  });

  it('refuses what is not text with the same words', () => {
    expect(schemaProblem(42)).toBe(EMAIL_MESSAGES.missing);
    expect(schemaProblem(undefined)).toBe(EMAIL_MESSAGES.missing);
  });
});
