// The two conditions of the benchmark, applied to a page through the Chrome DevTools Protocol.
// Slow 4G is Lighthouse's: 150 ms RTT × 3.75 = 562.5 ms latency, 1.6 Mbps × 0.9 down, 750 Kbps × 0.9 up.
const KBPS = 1024 / 8; // bytes per second in one Kbps, as Lighthouse counts

export const CONDITIONS = {
  unthrottled: { label: '制限なし (unthrottled)', network: null, cpu: 1 },
  slow4g: {
    label: 'Slow 4G + CPU 4x',
    network: { latency: 562.5, downloadThroughput: 1.6 * 1024 * 0.9 * KBPS, uploadThroughput: 750 * 0.9 * KBPS },
    cpu: 4,
  },
  /** For the FAQ search metric, which is about the CPU. */
  cpu4x: { label: 'CPU 4x', network: null, cpu: 4 },
};

/**
 * Applies a condition to a page: HTTP cache disabled (unless `cache`, for a repeat visit), the network
 * and CPU throttled. Returns the CDP session, which the caller may use for more (the heap).
 * @param {import('playwright-core').Page} page
 */
export async function applyCondition(page, condition, { cache = false } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !cache });
  if (condition.network) {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...condition.network });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: condition.cpu });
  return cdp;
}
