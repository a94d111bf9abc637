import { MAX_AGE_SECONDS, signatureOf, verifySlackSignature } from '../src/slack/signature';

const secret = '8f742231b10e8888abcd99yyyzzz85a5';
const body = Buffer.from('token=xyz&team_id=T1DC2JH3J&event_id=Ev1');
const now = 1_700_000_000_000;
const timestamp = String(now / 1000);

describe('verifySlackSignature', () => {
  const signed = { rawBody: body, timestamp, signature: signatureOf(secret, timestamp, body) };

  it('accepts Slack\'s v0 signature over the raw body', () => {
    expect(verifySlackSignature(signed, secret, now)).toEqual({ ok: true });
  });

  it('matches Slack\'s documented example signature', () => {
    // From Slack's "Verifying requests from Slack" guide.
    const example = Buffer.from(
      'token=xyzz0WbapA4vBCDEFasx0q6G&team_id=T1DC2JH3J&team_domain=testteamnow&channel_id=G8PSS9T3V&channel_name=foobar&user_id=U2CERLKJA&user_name=roadrunner&command=%2Fwebhook-collect&text=&response_url=https%3A%2F%2Fhooks.slack.com%2Fcommands%2FT1DC2JH3J%2F397700885554%2F96rGlfmibIGlgcZRskXaIFfN&trigger_id=398738663015.47445629121.803a0bc887a14d10d2c447fce8b6703c',
    );
    expect(signatureOf(secret, '1531420618', example)).toBe('v0=a2114d57b48eac39b9ad189dd8316235a7b4a8d21a10bd27519666489c69b503');
  });

  it('refuses a signature made with another secret or over other bytes', () => {
    expect(verifySlackSignature({ ...signed, signature: signatureOf('other', timestamp, body) }, secret, now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySlackSignature({ ...signed, rawBody: Buffer.from(`${body.toString()} `) }, secret, now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySlackSignature({ ...signed, signature: 'v0=short' }, secret, now)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('refuses a request without its headers or a secret', () => {
    expect(verifySlackSignature({ ...signed, signature: undefined }, secret, now).ok).toBe(false);
    expect(verifySlackSignature({ ...signed, timestamp: undefined }, secret, now).ok).toBe(false);
    expect(verifySlackSignature(signed, '', now)).toEqual({ ok: false, reason: 'missing' });
  });

  it('refuses a timestamp more than five minutes away, either way', () => {
    const at = (offsetSeconds: number) => {
      const stamp = String(now / 1000 + offsetSeconds);
      return verifySlackSignature({ rawBody: body, timestamp: stamp, signature: signatureOf(secret, stamp, body) }, secret, now);
    };
    expect(at(-MAX_AGE_SECONDS)).toEqual({ ok: true });
    expect(at(-MAX_AGE_SECONDS - 1)).toEqual({ ok: false, reason: 'stale' });
    expect(at(MAX_AGE_SECONDS + 1)).toEqual({ ok: false, reason: 'stale' });
    expect(verifySlackSignature({ ...signed, timestamp: '1e9' }, secret, now)).toEqual({ ok: false, reason: 'stale' });
  });
});
