import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loaded = { count: 0 };

// A fresh module registry per call, so each chunk import evaluates (and counts) the mocked chunk again.
const startReports = async (config: { report_url?: unknown; report_sample?: unknown }) => {
  document.body.innerHTML = `<script type="application/json" id="dm-page-config">${JSON.stringify(config)}</script>`;
  vi.resetModules();
  vi.doMock('../../src/telemetry/index', () => {
    loaded.count++;
    return {};
  });
  (await import('../../src/telemetry/start')).startReports();
};

const readyState = (state: string) => Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
const settle = () => new Promise((r) => setTimeout(r, 10));

describe('startReports', () => {
  let idle: (() => void)[];
  let onLoad: (() => void)[];
  beforeEach(() => {
    loaded.count = 0;
    idle = [];
    onLoad = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    readyState('loading');
    vi.stubGlobal('addEventListener', (type: string, fn: () => void) => {
      if (type === 'load') onLoad.push(fn);
    });
  });
  afterEach(() => {
    delete (document as { readyState?: string }).readyState;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const load = async () => {
    for (const fn of onLoad) fn();
    for (const cb of idle.splice(0)) cb();
    await settle();
  };

  it('loads the telemetry chunk after the load event, when idle, where report_url is set', async () => {
    await startReports({ report_url: '/_reports', report_sample: 1 });
    await settle();
    expect(loaded.count).toBe(0);
    for (const fn of onLoad) fn();
    await settle();
    expect(idle).toHaveLength(1);
    expect(loaded.count).toBe(0);
    idle[0]();
    await settle();
    expect(loaded.count).toBe(1);
  });

  it('a chunk that fails to load (offline, blocked) leaves no unhandled rejection', async () => {
    await startReports({ report_url: '/_reports' });
    vi.doMock('../../src/telemetry/index', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    for (const fn of onLoad) fn();
    await expect(Promise.resolve((idle[0] as () => unknown)())).resolves.toBeUndefined();
  });

  it('loads nothing without report_url', async () => {
    for (const config of [{ report_url: '', report_sample: 1 }, { report_sample: 1 }, {}]) await startReports(config);
    await load();
    expect(idle).toHaveLength(0);
    expect(loaded.count).toBe(0);
  });

  it('reads the legacy global dm_configuration, and report_sample defaults to 1', async () => {
    (window as any).dm_configuration = { report_url: '/_reports' };
    try {
      document.body.innerHTML = '';
      vi.resetModules();
      vi.doMock('../../src/telemetry/index', () => {
        loaded.count++;
        return {};
      });
      vi.spyOn(Math, 'random').mockReturnValue(0.999);
      (await import('../../src/telemetry/start')).startReports();
      await load();
      expect(loaded.count).toBe(1);
    } finally {
      delete (window as any).dm_configuration;
    }
  });

  it('a report_sample that is not a number reports nothing; a numeric string is read', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.2);
    await startReports({ report_url: '/_reports', report_sample: 'half' });
    await load();
    expect(loaded.count).toBe(0);
    await startReports({ report_url: '/_reports', report_sample: '0.25' });
    await load();
    expect(loaded.count).toBe(1);
  });

  it('samples page views: a draw below report_sample reports, others load nothing', async () => {
    const random = vi.spyOn(Math, 'random');
    random.mockReturnValue(0.7);
    await startReports({ report_url: '/_reports', report_sample: 0.5 });
    await load();
    expect(loaded.count).toBe(0);
    random.mockReturnValue(0.3);
    await startReports({ report_url: '/_reports', report_sample: 0.5 });
    await load();
    expect(loaded.count).toBe(1);
  });

  it('never reports with report_sample 0, always with 1', async () => {
    const random = vi.spyOn(Math, 'random');
    random.mockReturnValue(0);
    await startReports({ report_url: '/_reports', report_sample: 0 });
    await load();
    expect(loaded.count).toBe(0);
    random.mockReturnValue(0.999999);
    await startReports({ report_url: '/_reports', report_sample: 1 });
    await load();
    expect(loaded.count).toBe(1);
  });

  it('falls back to a timeout where requestIdleCallback is missing', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    await startReports({ report_url: '/_reports', report_sample: 1 });
    for (const fn of onLoad) fn();
    await settle();
    expect(loaded.count).toBe(1);
  });
});
