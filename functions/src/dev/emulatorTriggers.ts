import { isLoopback } from './emulatorGuard';

// The volume seeds write tens of thousands of documents, and every inquiry or user written would run
// the search index trigger (listSearch/listSearchTriggers.ts) in the Functions emulator, long after the
// seed is done, while benchmarks measure. They write the search entries themselves and switch the
// emulator's triggers off meanwhile, through the emulator hub (as @firebase/rules-unit-testing does).
// Switching off first lets the triggers already queued finish, so none of them lands mid-seed.

/** firebase-tools' default hub, where scripts/emulators starts it (scripts/emulators/config.mjs). */
const DEFAULT_HUB = '127.0.0.1:4400';

async function setTriggers(hub: string, on: boolean): Promise<void> {
  const action = on ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`http://${hub}/functions/${action}`, { method: 'PUT' });
  if (!response.ok) throw new Error(`エミュレーターのトリガーを${on ? '再開' : '停止'}できませんでした (${response.status} ${await response.text()})`);
}

/** Runs `write` with the Functions emulator's background triggers off, and turns them on again after. */
export async function withTriggersOff<T>(env: NodeJS.ProcessEnv, write: () => Promise<T>): Promise<T> {
  const hub = env['FIREBASE_EMULATOR_HUB'] || DEFAULT_HUB;
  if (!isLoopback(hub)) throw new Error(`FIREBASE_EMULATOR_HUB が "${hub}" です。ローカルのエミュレーターにしか接続しません。`);
  await setTriggers(hub, false);
  try {
    return await write();
  } finally {
    await setTriggers(hub, true);
  }
}
