import { checkCompatibility, sameMajor } from './compatibility';

const shell = { contractVersion: 1, singletons: { react: '19.3.1', 'react-router': '7.18.5', '@madoguchi/shared': '0.1.0' } };
const manifest = (
  contractVersion: unknown,
  shared: { name: string; version: string }[] = [],
  bundledVersions: Record<string, string> = {},
) => ({
  metaData: { name: 'user_app', madoguchi: { contractVersion, bundledVersions } },
  shared,
});

describe('sameMajor', () => {
  it.each([
    ['19.3.1', '19.0.0', true],
    ['19.3.1', '20.0.0', false],
    ['0.1.0', '0.1.5', true],
    ['0.1.0', '0.2.0', false],
    ['19.3.1', 'latest', false],
  ])('%s and %s: %s', (a, b, expected) => {
    expect(sameMajor(a, b)).toBe(expected);
  });
});

describe('checkCompatibility', () => {
  it('accepts a remote of the same contract built against the same majors', () => {
    const built = manifest(
      1,
      [
        { name: 'react', version: '19.2.0' },
        { name: '@madoguchi/shared', version: '0.1.3' },
        { name: 'date-fns', version: '1.0.0' },
      ],
      { 'react-router': '7.1.0' },
    );
    expect(checkCompatibility('user_app', built, shell)).toEqual({ ok: true });
  });

  it('refuses another contract version, saying which way and for which area', () => {
    expect(checkCompatibility('tenant_admin_app', manifest(2), shell)).toEqual({
      ok: false,
      reason: 'テナント管理画面は新しいバージョン（v2）のアプリ向けのため、このアプリ（v1）では表示できません。',
    });
    expect(checkCompatibility('user_app', manifest(0), shell)).toMatchObject({ ok: false, reason: expect.stringContaining('古いバージョン（v0）') });
  });

  it('refuses a remote that declares no contract', () => {
    expect(checkCompatibility('user_app', { metaData: { name: 'user_app' } }, shell)).toMatchObject({ ok: false });
    expect(checkCompatibility('user_app', null, shell)).toMatchObject({ ok: false });
    expect(checkCompatibility('user_app', manifest('1'), shell)).toMatchObject({ ok: false });
  });

  it.each([
    ['react', '20.0.0'],
    ['react-router', '6.30.0'],
    ['@madoguchi/shared', '0.2.0'],
  ])('refuses a remote built against %s %s', (name, version) => {
    expect(checkCompatibility('system_admin_app', manifest(1, [{ name, version }]), shell)).toEqual({
      ok: false,
      reason: expect.stringContaining(`システム管理画面は ${name} ${version} 向けに作られており`),
    });
  });

  it('refuses a remote whose bundled router is of another major (the router travels inside the shared package)', () => {
    expect(checkCompatibility('user_app', manifest(1, [], { 'react-router': '8.0.0' }), shell)).toEqual({
      ok: false,
      reason: expect.stringContaining('ユーザー画面は react-router 8.0.0 向けに作られており'),
    });
  });
});
