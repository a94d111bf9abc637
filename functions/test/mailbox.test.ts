/** @jest-environment node */
import { latestSignInLinks } from '../../scripts/mailbox.mjs';

const link = (code: string) =>
  `http://127.0.0.1:9099/emulator/action?mode=signIn&lang=ja&oobCode=${code}&apiKey=fake-api-key` +
  '&continueUrl=http%3A%2F%2Flocalhost%3A9000%2Flogin';

describe('latestSignInLinks', () => {
  it('keeps the newest sign-in link per e-mail, newest first', () => {
    const body = {
      oobCodes: [
        { email: 'user@a.example.com', requestType: 'EMAIL_SIGNIN', oobCode: 'a1', oobLink: link('a1') },
        { email: 'admin@a.example.com', requestType: 'EMAIL_SIGNIN', oobCode: 'b1', oobLink: link('b1') },
        { email: 'user@a.example.com', requestType: 'EMAIL_SIGNIN', oobCode: 'a2', oobLink: link('a2') },
      ],
    };

    expect(latestSignInLinks(body)).toEqual([
      { email: 'user@a.example.com', link: link('a2'), continueUrl: 'http://localhost:9000/login' },
      { email: 'admin@a.example.com', link: link('b1'), continueUrl: 'http://localhost:9000/login' },
    ]);
  });

  it('ignores codes that are not sign-in links', () => {
    const body = {
      oobCodes: [
        { email: 'user@a.example.com', requestType: 'VERIFY_EMAIL', oobCode: 'v', oobLink: link('v') },
        { email: 'user@a.example.com', requestType: 'PASSWORD_RESET', oobCode: 'p', oobLink: link('p') },
      ],
    };

    expect(latestSignInLinks(body)).toEqual([]);
  });

  it('gives null for a link without continue URL', () => {
    const oobLink = 'http://127.0.0.1:9099/emulator/action?mode=signIn&oobCode=x';
    const body = { oobCodes: [{ email: 'x@example.com', requestType: 'EMAIL_SIGNIN', oobCode: 'x', oobLink }] };

    expect(latestSignInLinks(body)).toEqual([{ email: 'x@example.com', link: oobLink, continueUrl: null }]);
  });

  it('rejects an answer without a code list', () => {
    expect(() => latestSignInLinks({ error: 'not found' })).toThrow(/oobCodes/);
  });
});
