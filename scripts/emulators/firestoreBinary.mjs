// Which Firestore emulator firebase-tools runs. It normally downloads its own jar into
// ~/.cache/firebase/emulators, which cannot happen offline; Debian's google-cloud-cli-firestore-emulator
// ships the same emulator, but as a jar without a Main-Class, and firebase-tools always runs
// `java -jar <path> --host ... --port ...`. A manifest-only wrapper jar that names the main class and
// puts the Debian jar on its class path makes `java -jar` work.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

export const debianFirestoreJar =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
export const firestoreMainClass = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
export const wrapperJarName = 'cloud-firestore-emulator-wrapper.jar';

export const missingFirestoreMessage =
  'Firestore エミュレーターが見つかりません。オフラインではダウンロードできないため、' +
  '`apt-get install google-cloud-cli-firestore-emulator` でインストールしてください。' +
  ' (Firestore emulator not found: install the Debian package google-cloud-cli-firestore-emulator.)';

/**
 * Decides how firebase-tools gets its Firestore emulator. A jar that firebase-tools downloaded itself
 * wins (nothing to override); otherwise the Debian jar is wrapped.
 * @param {{ firebaseCachedJar: string, debianJar: string, exists: (file: string) => boolean }} where
 * @returns {{ kind: 'firebase-cache', jar: string } | { kind: 'debian', jar: string } | { kind: 'missing' }}
 */
export function chooseFirestoreJar({ firebaseCachedJar, debianJar, exists }) {
  if (exists(firebaseCachedJar)) return { kind: 'firebase-cache', jar: firebaseCachedJar };
  if (exists(debianJar)) return { kind: 'debian', jar: debianJar };
  return { kind: 'missing' };
}

/**
 * The manifest of the wrapper jar. Class-Path takes URLs; an absolute file URL keeps the wrapper
 * usable wherever the cache directory is, and percent-encodes spaces (which separate entries).
 * @param {string} targetJar absolute path of the jar holding the emulator classes
 */
export function wrapperManifest(targetJar) {
  return [
    'Manifest-Version: 1.0',
    `Main-Class: ${firestoreMainClass}`,
    `Class-Path: ${pathToFileURL(targetJar).href}`,
    '',
  ].join('\n');
}

/**
 * Builds the wrapper jar into `outDir` unless one built from the same manifest is already there.
 * Written under a temporary name and renamed, so a parallel run never sees half a jar.
 * @param {{ targetJar?: string, outDir: string }} options
 * @returns {Promise<string>} path of the wrapper jar
 */
export async function ensureFirestoreWrapperJar({ targetJar = debianFirestoreJar, outDir }) {
  const jarPath = path.join(outDir, wrapperJarName);
  const stampPath = `${jarPath}.manifest`;
  const manifest = wrapperManifest(targetJar);
  const built = await readFile(stampPath, 'utf8').catch(() => null);
  if (built === manifest && existsSync(jarPath)) return jarPath;

  await mkdir(outDir, { recursive: true });
  const workDir = await mkdtemp(path.join(outDir, 'build-'));
  try {
    const manifestPath = path.join(workDir, 'MANIFEST.MF');
    const emptyDir = path.join(workDir, 'empty');
    await writeFile(manifestPath, manifest);
    await mkdir(emptyDir);
    const tmpJar = path.join(workDir, wrapperJarName);
    await runJarTool(['--create', '--file', tmpJar, '--manifest', manifestPath, '-C', emptyDir, '.']);
    await rename(tmpJar, jarPath);
    await writeFile(stampPath, manifest);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  return jarPath;
}

async function runJarTool(args) {
  const jarTool = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'jar') : 'jar';
  try {
    await promisify(execFile)(jarTool, args);
  } catch (error) {
    throw new Error(
      `Firestore エミュレーター用の jar を作れませんでした (${jarTool} ${args.join(' ')}): ${error.message}` +
        '。JDK の jar コマンドが必要です (apt-get install openjdk-17-jdk-headless)。',
    );
  }
}
