import { earlyReadKeys, offerEarlyRead, takeEarlyRead } from './earlyReads';

beforeEach(() => delete window.__madoguchiEarlyReads);

describe('reads offered by the first script', () => {
  it('are taken once', async () => {
    offerEarlyRead('k', Promise.resolve(null));
    await expect(takeEarlyRead('k')).resolves.toBeNull();
    expect(takeEarlyRead('k')).toBeNull();
  });

  it('are not taken once stale: the app reads afresh', () => {
    offerEarlyRead('k', Promise.resolve([]), 1_000);
    expect(takeEarlyRead('k', 1_000 + 60_000)).toBeNull();
  });

  it('keep a failure to themselves until taken', async () => {
    offerEarlyRead('k', Promise.reject<null>(new Error('refused')));
    await expect(takeEarlyRead('k')).rejects.toThrow('refused');
  });

  it("name the viewer's role: an admin's thread is not a requester's", () => {
    const viewer = { tenantId: 't1', uid: 'u1', isTenantAdmin: false };
    expect(earlyReadKeys.messages(viewer, 'i1')).not.toBe(earlyReadKeys.messages({ ...viewer, isTenantAdmin: true }, 'i1'));
  });
});
