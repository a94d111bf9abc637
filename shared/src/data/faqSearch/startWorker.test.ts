import { startFaqSearchWorker, workerStartUrl } from './startWorker';

// jsdom has neither Worker nor object URLs: stand-ins record what the code asks of them.
const constructed: { url: string; terminated: boolean }[] = [];
class RecordingWorker {
  private readonly record: { url: string; terminated: boolean };
  constructor(url: string | URL) {
    this.record = { url: String(url), terminated: false };
    constructed.push(this.record);
  }
  terminate() {
    this.record.terminated = true;
  }
}
const blobs = new Map<string, Blob>();
const revoked: string[] = [];

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

beforeEach(() => {
  constructed.length = 0;
  blobs.clear();
  revoked.length = 0;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:http://localhost/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: (url: string) => revoked.push(url),
  });
});
afterEach(() => {
  delete (globalThis as { Worker?: unknown }).Worker;
});

describe('workerStartUrl', () => {
  it('starts a same-origin script as it is', () => {
    expect(workerStartUrl('http://localhost:9000/faq-search-worker.0123456789.js', 'http://localhost:9000')).toEqual({
      url: 'http://localhost:9000/faq-search-worker.0123456789.js',
      isBlob: false,
    });
    expect(blobs.size).toBe(0);
  });

  it("starts another origin's script from a same-origin blob that imports it", async () => {
    const script = 'http://localhost:9001/faq-search-worker.0123456789.js';
    const { url, isBlob } = workerStartUrl(script, 'http://localhost:9000');
    expect(isBlob).toBe(true);
    expect(await textOf(blobs.get(url) as Blob)).toBe(`importScripts("${script}");`);
  });
});

describe('startFaqSearchWorker', () => {
  it('is null where there is no Worker', () => {
    expect(startFaqSearchWorker()).toBeNull();
  });

  it('starts one worker from the script webpack names, puts Worker back, and revokes the blob when stopped', async () => {
    globalThis.Worker = RecordingWorker as unknown as typeof Worker;
    // Under jest the script's URL is a file: URL, another origin than the page's.
    const worker = startFaqSearchWorker();
    expect(globalThis.Worker).toBe(RecordingWorker);
    expect(constructed).toHaveLength(1);
    const [{ url } = { url: '' }] = constructed;
    expect(await textOf(blobs.get(url) as Blob)).toMatch(/^importScripts\("file:\/\/.*\/faqSearch\.worker\.ts"\);$/);
    worker?.stop();
    expect(constructed[0]?.terminated).toBe(true);
    expect(revoked).toEqual([url]);
  });
});
