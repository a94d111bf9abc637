import { sharedVersions } from './sharedVersions';

const SHARED = {
  react: { version: '19.3.1', requiredVersion: '19.3.1' },
  'react/': { version: '19.3.0', requiredVersion: '19.3.0' },
  '@madoguchi/shared/': { version: '0.1.0', requiredVersion: '0.1.0' },
  '@madoguchi/shared/router/': { version: '0.2.0', requiredVersion: '0.2.0' },
};

describe('sharedVersions', () => {
  it("takes a key's own entry before any prefix", () => {
    expect(sharedVersions('react', SHARED)).toEqual({ version: '19.3.1', requiredVersion: '19.3.1' });
  });

  it('takes the longest prefix a sub-path falls under', () => {
    expect(sharedVersions('react/jsx-runtime', SHARED).version).toBe('19.3.0');
    expect(sharedVersions('@madoguchi/shared/data', SHARED).version).toBe('0.1.0');
    expect(sharedVersions('@madoguchi/shared/router/testing', SHARED).version).toBe('0.2.0');
  });

  it('refuses a key the build configuration does not name, in Japanese', () => {
    expect(() => sharedVersions('react-dom/client', SHARED)).toThrow('共有モジュール react-dom/client のバージョンがビルド設定にありません。');
  });
});
