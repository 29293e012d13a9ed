// The README is an integrator's guide: its option tables must say what the schemas do. Each table's rows must name
// exactly the schema's keys, and each documented default must be what the schema gives when the option is left out
// (found by parsing the minimal valid input, not copied here). And the README stays short enough to be read through.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG, readPageConfig } from '../src/config';
import { startReports } from '../src/telemetry/start';
import { PageConfigSchema } from '../src/page-contract';
import { MapOptionsSchema } from '../widgets/map/map-options';
import { DEFAULT_STYLE } from '../widgets/map/style';
import { NewsOptionsSchema } from '../widgets/news/news-options';

const README = fs.readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');

interface Row {
  name: string;
  /** The default cell's first code span, or undefined for '—' (no default). */
  value: string | undefined;
}

/** The rows of the table whose header starts with `| {title} | Default |`. */
export function optionRows(readme: string, title: string): Row[] {
  const lines = readme.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`| ${title} | Default |`));
  if (start < 0) throw new Error(`README has no table headed "| ${title} | Default |"`);
  const rows: Row[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const [name, def] = line.split(/(?<!\\)\|/).slice(1, 3).map((c) => c.trim());
    const key = /^`([^`]+)`$/.exec(name);
    if (!key) throw new Error(`README table "${title}": the name cell ${name} is not one \`key\``);
    rows.push({ name: key[1], value: def.startsWith('—') ? undefined : /`([^`]+)`/.exec(def)?.[1] });
  }
  return rows;
}

/** Named defaults too long to print in a table cell: the README names the constant. */
const NAMED: Record<string, unknown> = { DEFAULT_STYLE };
const documented = (text: string): unknown => (text in NAMED ? NAMED[text] : JSON.parse(text));

interface Schema {
  safeParse(v: unknown): { success: boolean; data?: unknown; error?: { issues: readonly { path: readonly PropertyKey[] }[] } };
  def: { shape: Record<string, unknown> };
}

/** Checks one widget's table against its schema; `minimal` is the smallest valid options object. */
function checkWidget(title: string, schema: Schema, minimal: Record<string, unknown>): void {
  const rows = optionRows(README, title);
  const keys = Object.keys(schema.def.shape);
  const names = rows.map((r) => r.name);
  expect(names.filter((n) => !keys.includes(n)), `rows of "${title}" that name no key of the schema`).toEqual([]);
  expect(keys.filter((k) => !names.includes(k)), `keys of the schema without a row in "${title}"`).toEqual([]);
  expect(names.filter((n, i) => names.indexOf(n) !== i), `keys with two rows in "${title}"`).toEqual([]);

  const parsed = schema.safeParse(minimal);
  expect(parsed.success, `the minimal options of "${title}" are valid`).toBe(true);
  const defaults = parsed.data as Record<string, unknown>;
  for (const { name, value } of rows) {
    if (value === undefined) {
      // '—': no default. Left out, the option is either absent from the result or an error on that key.
      const { [name]: _, ...without } = minimal;
      const r = schema.safeParse(without);
      const noDefault = r.success ? (r.data as Record<string, unknown>)[name] === undefined : !!r.error?.issues.some((i) => i.path[0] === name);
      expect(noDefault, `"${title}" says ${name} has no default, but the schema gives one`).toBe(true);
      continue;
    }
    // The documented value, given as the option, must read as what leaving it out gives.
    const given = schema.safeParse({ ...minimal, [name]: documented(value) });
    expect(given.success, `"${title}": the documented default of ${name}, ${value}, is valid`).toBe(true);
    expect((given.data as Record<string, unknown>)[name], `"${title}": the documented default of ${name}`).toEqual(defaults[name]);
  }
}

/** Whether a page view with this config would load the reports' code, for a few draws of Math.random. */
function reportDecisions(config: Record<string, unknown>): boolean[] {
  document.body.innerHTML = `<script type="application/json" id="dm-page-config">${JSON.stringify(config)}</script>`;
  return [0, 0.3, 0.999999].map((draw) => {
    vi.spyOn(Math, 'random').mockReturnValue(draw);
    const listen = vi.spyOn(window, 'addEventListener').mockImplementation(() => {});
    startReports();
    const loads = listen.mock.calls.some(([type]) => type === 'load');
    vi.restoreAllMocks();
    return loads;
  });
}

afterEach(() => vi.restoreAllMocks());

describe('README', () => {
  it('is at most 600 lines', () => {
    expect(README.split('\n').length - (README.endsWith('\n') ? 1 : 0)).toBeLessThanOrEqual(600);
  });

  it("has one row per news option, with the schema's defaults", () => {
    checkWidget('News option', NewsOptionsSchema as unknown as Schema, {});
  });

  it("has one row per map option, with the schema's defaults", () => {
    checkWidget('Map option', MapOptionsSchema as unknown as Schema, { lepContentId: '7' });
  });

  it("has one row per page config key, with the defaults the entry applies", () => {
    const rows = optionRows(README, 'Page config key');
    const keys = Object.keys(PageConfigSchema.def.shape);
    const names = rows.map((r) => r.name);
    expect(names.filter((n) => !keys.includes(n)), 'rows that name no key of the page config').toEqual([]);
    expect(keys.filter((k) => !names.includes(k)), 'page config keys without a row').toEqual([]);
    document.body.innerHTML = '<script type="application/json" id="dm-page-config">{}</script>';
    const read = readPageConfig(document) as unknown as Record<string, unknown>;
    for (const { name, value } of rows) {
      expect(value, `the page config key ${name} has a documented default`).toBeDefined();
      const v = JSON.parse(value!);
      expect(PageConfigSchema.safeParse({ [name]: v }).success, `the documented default of ${name} is valid`).toBe(true);
      // The entry's reader applies the defaults of the keys it reads; src/telemetry/start.ts reads the reports' keys.
      if (name in DEFAULT_CONFIG) expect(v, `the documented default of ${name}`).toEqual(read[name]);
    }
    const reports = (extra: Record<string, unknown>) => reportDecisions({ report_url: '/_reports', ...extra });
    expect(reportDecisions({ report_url: JSON.parse(rows.find((r) => r.name === 'report_url')!.value!) }), 'report_url: the documented default sends no reports').toEqual(reportDecisions({}));
    expect(reports({ report_sample: JSON.parse(rows.find((r) => r.name === 'report_sample')!.value!) }), 'report_sample: the documented default').toEqual(reports({}));
  });
});
