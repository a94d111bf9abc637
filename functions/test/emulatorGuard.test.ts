/** @jest-environment node */
import { applyLocalEmulatorDefaults, assertLocalEmulators } from '../src/dev/emulatorGuard';

describe('assertLocalEmulators', () => {
  const local = { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080', FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099' };

  it('accepts emulators on this machine', () => {
    expect(() => assertLocalEmulators(local)).not.toThrow();
    expect(() =>
      assertLocalEmulators({ FIRESTORE_EMULATOR_HOST: '[::1]:8080', FIREBASE_AUTH_EMULATOR_HOST: '[::1]:9099' }),
    ).not.toThrow();
  });

  it.each([
    ['FIRESTORE_EMULATOR_HOST', undefined],
    ['FIRESTORE_EMULATOR_HOST', 'emulators.example.com:8080'],
    ['FIREBASE_AUTH_EMULATOR_HOST', '10.0.0.5:9099'],
    ['FIREBASE_AUTH_EMULATOR_HOST', ''],
  ])('refuses %s=%s, which would reach a real or remote project', (name, value) => {
    expect(() => assertLocalEmulators({ ...local, [name]: value })).toThrow(name);
  });
});

describe('applyLocalEmulatorDefaults', () => {
  it('fills in only what is not set', () => {
    const env: NodeJS.ProcessEnv = { FIRESTORE_EMULATOR_HOST: 'localhost:8081' };
    applyLocalEmulatorDefaults(env);
    expect(env).toEqual({
      FIRESTORE_EMULATOR_HOST: 'localhost:8081',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      GCLOUD_PROJECT: 'demo-madoguchi',
      METADATA_SERVER_DETECTION: 'none',
    });
  });
});
