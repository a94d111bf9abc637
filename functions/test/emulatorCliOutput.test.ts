/** @jest-environment node */
import { outputMarker, outputTail } from '../../scripts/emulators/cliOutput.mjs';

describe('outputMarker', () => {
  it('notices a phrase split across chunks', async () => {
    const marker = outputMarker('All emulators ready!');
    let seen = false;
    void marker.seen.then(() => (seen = true));

    marker.scan('✔  All emul');
    await Promise.resolve();
    expect(seen).toBe(false);

    marker.scan('ators ready! It is now safe');
    await marker.seen;
    expect(seen).toBe(true);
  });
});

describe('outputTail', () => {
  it('keeps only the last non-empty lines', () => {
    const tail = outputTail(2);
    tail.add('one\n\ntwo\n');
    tail.add('three\n');
    expect(String(tail)).toBe('two\nthree');
  });
});
