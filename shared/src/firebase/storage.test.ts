import { setLocalEmulators, storageAvailable } from './storage';

// jsdom serves the page from localhost: the local stack, where the Storage emulator may not run.
describe('storageAvailable on the local stack', () => {
  const fetchSpy = jest.fn();
  beforeAll(() => {
    globalThis.fetch = fetchSpy;
  });
  afterEach(() => fetchSpy.mockClear());

  it('follows the runtime config, without asking the emulator port (a refused connection is logged)', async () => {
    setLocalEmulators({ storage: false });
    expect(await storageAvailable()).toBe(false);
    setLocalEmulators({ storage: true });
    expect(await storageAvailable()).toBe(true);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('takes a config that says nothing as no Storage emulator', async () => {
    setLocalEmulators(undefined);
    expect(await storageAvailable()).toBe(false);
  });
});
