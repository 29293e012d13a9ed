import { describe, expect, it } from 'vitest';
import { checkPageContract } from '../src/page-contract';
import { contractCauses } from '../src/contract-causes';

describe('page contract check', () => {
  it('finds nothing wrong in a valid page', async () => {
    document.body.innerHTML = `<script type="application/json" id="dm-page-config">{"page_id": 1, "env": "dev", "debug": "0"}</script>
      <script type="application/json" id="dm-page-data">{"currentPage": {"id": 1, "infos": "{}"}, "settings": {}, "parentCurrentPage": null}</script>`;
    expect(await checkPageContract(document)).toEqual([]);
  });

  it('names every invalid field', async () => {
    document.body.innerHTML = `<script type="application/json" id="dm-page-config">{"page_id": "abc", "env": "staging"}</script>
      <script type="application/json" id="dm-page-data">{"settings": [], "isIpClientImpersonate": "maybe"}</script>`;
    const warnings = (await checkPageContract(document)).map((d) => d.warning).join('\n');
    expect(warnings).toContain(`Page config (#dm-page-config): 'page_id' is "abc"`);
    expect(warnings).toContain(`'env' is "staging"; expected one of "dev", "prod"`);
    expect(warnings).toContain(`Page data (#dm-page-data): 'settings' is []`);
    expect(warnings).toContain(`'isIpClientImpersonate' is "maybe"`);
  });
});

describe('the page contract names the real cause', () => {
  const page = (config: string | null, data: string | null) => {
    const doc = document; // (its defaultView holds the legacy global)
    doc.body.innerHTML = (config === null ? '' : `<script type="application/json" id="dm-page-config">${config}</script>`) + (data === null ? '' : `<script type="application/json" id="dm-page-data">${data}</script>`);
    return doc;
  };

  it('invalid JSON or a non-object in #dm-page-config or #dm-page-data (dev: contract-causes.ts)', () => {
    expect(contractCauses(page('{"page_id": 5,}', '{"settings": {}, "constantes": {}}')).map((d) => d.warning)).toEqual([expect.stringMatching(/^<script id="dm-page-config"> is not valid JSON \(.+\): every value of it is ignored/)]);
    expect(contractCauses(page('{}', '[1, 2]')).map((d) => d.warning)).toEqual(['<script id="dm-page-data"> must hold a JSON object, not [1, 2]: every value of it is ignored and the defaults apply']);
    expect(contractCauses(page('"x"', 'nope')).map((d) => d.warning.slice(0, 30))).toEqual(['<script id="dm-page-config"> m', '<script id="dm-page-data"> is ']);
    expect(contractCauses(page('{"page_id": 5}', '{"settings": {}}'))).toEqual([]);
  });

  it("invalid JSON in a page's infos is named (not only 'Topics not set' later)", () => {
    const data = JSON.stringify({ currentPage: { id: 12, infos: '{"testamotifs": ["ABP"' }, parentCurrentPage: { id: 3, infos: '[1]' }, settings: {} });
    const warnings = contractCauses(page('{}', data)).map((d) => d.warning);
    expect(warnings).toEqual([
      expect.stringMatching(/^Page data \(#dm-page-data\): 'currentPage.infos' \(page 12\) is not valid JSON/),
      "Page data (#dm-page-data): 'parentCurrentPage.infos' (page 3) is not a JSON object; the page's infos (topics, …) are ignored",
    ]);
  });

  it('a hostile legacy dm_configuration (BigInt, cycle, throwing getters) is described, never thrown', async () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const hostile = { page_id: 10n, culture: cyclic, get env() { throw new Error('boom'); } };
    (window as unknown as { dm_configuration: unknown }).dm_configuration = { page_id: 10n, culture: cyclic };
    try {
      const warnings = (await checkPageContract(page(null, null))).map((d) => d.warning);
      expect(warnings.join(' ')).toMatch(/'page_id' is 10n/);
      expect(warnings.join(' ')).toMatch(/'culture' is \[object Object\]/);
      (window as unknown as { dm_configuration: unknown }).dm_configuration = hostile;
      await expect(checkPageContract(page(null, null))).resolves.toBeInstanceOf(Array);
      (window as unknown as { dm_configuration: unknown }).dm_configuration = new Proxy({}, { ownKeys() { throw new Error('trap'); }, get() { throw new Error('trap'); } });
      await expect(checkPageContract(page(null, null))).resolves.toBeInstanceOf(Array);
    } finally {
      delete (window as unknown as { dm_configuration?: unknown }).dm_configuration;
    }
  });
});

describe('field-report fields of the page config', () => {
  const contract = async (config: object) => {
    document.body.innerHTML = `<script type="application/json" id="dm-page-config">${JSON.stringify(config)}</script>`;
    return (await checkPageContract(document)).map((d) => d.warning);
  };

  it('accepts an http(s) URL or a path, and a share from 0 to 1', async () => {
    expect(await contract({ report_url: '/_reports', report_sample: 0.5 })).toEqual([]);
    expect(await contract({ report_url: 'https://rum.example/collect', report_sample: '1' })).toEqual([]);
    expect(await contract({ report_url: '', report_sample: 0 })).toEqual([]);
  });

  it('names an invalid report_url or report_sample', async () => {
    expect(await contract({ report_url: 'javascript:alert(1)' })).toEqual([expect.stringMatching(/'report_url' is "javascript:alert\(1\)"; expected an http\(s\) URL or a path/)]);
    expect(await contract({ report_sample: 2 })).toEqual([expect.stringMatching(/'report_sample' is 2; expected ≤ 1/)]);
    expect(await contract({ report_sample: 'half' })).toEqual([expect.stringMatching(/'report_sample' is "half"/)]);
  });
});

describe('speculation of the page config (README "The next page at once")', () => {
  const contract = async (config: object) => {
    document.body.innerHTML = `<script type="application/json" id="dm-page-config">${JSON.stringify(config)}</script>`;
    return (await checkPageContract(document)).map((d) => d.warning);
  };

  it('accepts "prerender", "prefetch" and "off"', async () => {
    for (const speculation of ['prerender', 'prefetch', 'off']) expect(await contract({ speculation })).toEqual([]);
  });

  it('names an invalid value and the three accepted ones', async () => {
    expect(await contract({ speculation: 'eager' })).toEqual([expect.stringMatching(/'speculation' is "eager"; expected one of "prerender", "prefetch", "off"/)]);
    expect(await contract({ speculation: false })).toEqual([expect.stringMatching(/'speculation' is false/)]);
  });
});
