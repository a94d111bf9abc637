import { remoteEntryUrl } from './remoteManifest';

const manifest = (metaData: unknown) => ({ metaData });

describe('remoteEntryUrl', () => {
  it('finds the entry beside the manifest when the public path is auto', () => {
    const built = manifest({ publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } });
    expect(remoteEntryUrl(built, 'https://user.example.jp/mf-manifest.json')).toBe('https://user.example.jp/remoteEntry.js');
    expect(remoteEntryUrl(built, 'http://localhost:9001/releases/7/mf-manifest.json')).toBe('http://localhost:9001/releases/7/remoteEntry.js');
  });

  it('follows a folder and an explicit public path', () => {
    expect(
      remoteEntryUrl(manifest({ publicPath: 'https://cdn.example.jp/user/', remoteEntry: { name: 'remoteEntry.js', path: 'js/' } }), 'https://user.example.jp/mf-manifest.json'),
    ).toBe('https://cdn.example.jp/user/js/remoteEntry.js');
    expect(remoteEntryUrl(manifest({ publicPath: '/v2/', remoteEntry: { name: 'entry.js', path: 'js' } }), 'https://user.example.jp/mf-manifest.json')).toBe(
      'https://user.example.jp/v2/js/entry.js',
    );
  });

  it('gives nothing for a manifest without a remote entry', () => {
    expect(remoteEntryUrl(manifest({ publicPath: 'auto' }), 'https://user.example.jp/mf-manifest.json')).toBeNull();
    expect(remoteEntryUrl(manifest({ remoteEntry: { name: '' } }), 'https://user.example.jp/mf-manifest.json')).toBeNull();
    expect(remoteEntryUrl(null, 'https://user.example.jp/mf-manifest.json')).toBeNull();
  });
});
