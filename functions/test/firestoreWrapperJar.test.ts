/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  chooseFirestoreJar,
  ensureFirestoreWrapperJar,
  firestoreMainClass,
  missingFirestoreMessage,
  wrapperManifest,
} from '../../scripts/emulators/firestoreBinary.mjs';

const debianJar = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/** Manifest attributes, with the 72-byte continuation lines that `jar` writes joined again. */
function manifestAttributes(text: string): Record<string, string> {
  const unfolded = text.replace(/\r\n/g, '\n').replace(/\n /g, '');
  return Object.fromEntries(
    unfolded
      .split('\n')
      .filter((line) => line.includes(': '))
      .map((line) => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)]),
  );
}

describe('wrapperManifest', () => {
  it('names the emulator main class and the target jar as a file URL', () => {
    expect(manifestAttributes(wrapperManifest(debianJar))).toEqual({
      'Manifest-Version': '1.0',
      'Main-Class': 'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      'Class-Path': `file://${debianJar}`,
    });
  });

  it('percent-encodes spaces, which would otherwise split the class path', () => {
    expect(manifestAttributes(wrapperManifest('/opt/my jars/emulator.jar'))['Class-Path']).toBe(
      'file:///opt/my%20jars/emulator.jar',
    );
  });

  it('ends with a newline, without which java ignores the last attribute', () => {
    expect(wrapperManifest(debianJar).endsWith('\n')).toBe(true);
  });
});

describe('chooseFirestoreJar', () => {
  const firebaseCachedJar = '/home/dev/.cache/firebase/emulators/cloud-firestore-emulator-v1.19.8.jar';
  const present = (...files: string[]) => (file: string) => files.includes(file);

  it('prefers the jar firebase-tools downloaded itself', () => {
    expect(
      chooseFirestoreJar({ firebaseCachedJar, debianJar, exists: present(firebaseCachedJar, debianJar) }),
    ).toEqual({ kind: 'firebase-cache', jar: firebaseCachedJar });
  });

  it('falls back to the Debian package', () => {
    expect(chooseFirestoreJar({ firebaseCachedJar, debianJar, exists: present(debianJar) })).toEqual({
      kind: 'debian',
      jar: debianJar,
    });
  });

  it('reports when there is neither, and the message says what to install', () => {
    expect(chooseFirestoreJar({ firebaseCachedJar, debianJar, exists: present() })).toEqual({ kind: 'missing' });
    expect(missingFirestoreMessage).toContain('apt-get install google-cloud-cli-firestore-emulator');
  });
});

describe('ensureFirestoreWrapperJar', () => {
  let outDir: string;
  beforeEach(() => {
    outDir = mkdtempSync(path.join(os.tmpdir(), 'wrapper-jar-'));
  });
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  function builtManifest(jarPath: string): Record<string, string> {
    const extractDir = mkdtempSync(path.join(outDir, 'extract-'));
    execFileSync('jar', ['--extract', '--file', jarPath], { cwd: extractDir });
    return manifestAttributes(readFileSync(path.join(extractDir, 'META-INF', 'MANIFEST.MF'), 'utf8'));
  }

  it('builds a jar whose manifest launches the emulator from the target jar', async () => {
    const jarPath = await ensureFirestoreWrapperJar({ targetJar: debianJar, outDir });

    expect(builtManifest(jarPath)).toMatchObject({
      'Main-Class': firestoreMainClass,
      'Class-Path': `file://${debianJar}`,
    });
  });

  it('reuses the jar built from the same manifest and rebuilds for another target', async () => {
    const first = await ensureFirestoreWrapperJar({ targetJar: debianJar, outDir });
    const builtAt = statSync(first).mtimeMs;

    const again = await ensureFirestoreWrapperJar({ targetJar: debianJar, outDir });
    expect(again).toBe(first);
    expect(statSync(again).mtimeMs).toBe(builtAt);

    const other = await ensureFirestoreWrapperJar({ targetJar: '/opt/other/emulator.jar', outDir });
    expect(builtManifest(other)['Class-Path']).toBe('file:///opt/other/emulator.jar');
  });
});
