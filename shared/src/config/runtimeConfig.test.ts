import { RUNTIME_CONFIG_ELEMENT_ID } from './inlineConfig';
import { loadRuntimeConfig, parseRuntimeConfig } from './runtimeConfig';

const valid = {
  firebase: { apiKey: 'k', authDomain: 'localhost', projectId: 'demo-madoguchi' },
  remotes: {
    user_app: 'http://localhost:9001/mf-manifest.json',
    tenant_admin_app: 'http://localhost:9002/mf-manifest.json',
    system_admin_app: 'https://admin.example.com/mf-manifest.json',
  },
};

describe('runtime config', () => {
  it('accepts a complete config', () => {
    expect(parseRuntimeConfig(valid)).toEqual({ ok: true, config: valid });
  });

  it("accepts the local stack's statement of whether the Storage emulator runs, and refuses another value", () => {
    const local = { ...valid, emulators: { storage: false } };
    expect(parseRuntimeConfig(local)).toEqual({ ok: true, config: local });
    expect(parseRuntimeConfig({ ...valid, emulators: { storage: 'no' } })).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/^emulators\.storage: 無効な入力/)],
    });
  });

  it('names each missing field in Japanese', () => {
    const result = parseRuntimeConfig({ firebase: { apiKey: 'k' }, remotes: {} });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^firebase\.authDomain: .*無効な入力/),
        expect.stringMatching(/^remotes\.user_app: /),
      ]),
    );
  });

  it('refuses a remote URL that is not http(s)', () => {
    const result = parseRuntimeConfig({ ...valid, remotes: { ...valid.remotes, user_app: 'javascript:alert(1)' } });
    expect(result).toMatchObject({ ok: false, problems: [expect.stringMatching(/^remotes\.user_app: /)] });
  });

  it('refuses something that is not an object at all', () => {
    expect(parseRuntimeConfig('[]')).toMatchObject({ ok: false, problems: [expect.stringContaining('無効な入力')] });
  });
});

describe('loading the runtime config', () => {
  const fetchMock = jest.fn();
  const carry = (text: string) => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = RUNTIME_CONFIG_ELEMENT_ID;
    element.textContent = text;
    document.head.append(element);
  };
  beforeEach(() => {
    document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove();
    fetchMock.mockReset();
    globalThis.fetch = fetchMock;
  });

  it('takes the copy the page carries, without a request', async () => {
    carry(JSON.stringify(valid));
    expect(await loadRuntimeConfig('/runtime-config.json')).toEqual(parseRuntimeConfig(valid));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says in Japanese when the copy it carries is not JSON, or not a config', async () => {
    carry('{"firebase": ');
    expect(await loadRuntimeConfig('/runtime-config.json')).toEqual({ ok: false, problems: ['ページに埋め込まれた実行時設定が正しいJSONではありません。'] });
    document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)!.textContent = JSON.stringify({ ...valid, firebase: {} });
    const result = await loadRuntimeConfig('/runtime-config.json');
    expect(result.ok ? [] : result.problems).toContain('firebase.apiKey: 無効な入力: 文字列を指定してください');
  });

  it("fetches the file where the page carries none (a remote's harness), fresh", async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => valid });
    expect(await loadRuntimeConfig('/runtime-config.json')).toEqual(parseRuntimeConfig(valid));
    expect(fetchMock).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-cache' });
  });
});
