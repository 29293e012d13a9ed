/**
 * The page contract, read in the entry: the page config and the page data that the CMS prints as JSON script
 * elements (or, for legacy layouts, the global `dm_configuration`). This reader is deliberately small and never
 * throws: it keeps what has the right type and falls back to the defaults. The full zod/mini validation, with a
 * diagnostic naming each invalid field, runs in the runtime chunk (src/page-contract.ts).
 */
import { toFlag } from './coerce';
import { isObject } from './is-object';

export type Env = 'dev' | 'prod';

export interface PageConfig {
  page_id: number;
  culture: string;
  script_name: string;
  debug: boolean;
  env: Env;
  /** Origin (and optional path) of the news service's media host. */
  news_host: string;
  /** Base path of the browser-rendered templates, ending in /bs3/. */
  templates: string;
  /**
   * The seed's base path of plugin scripts (SPEC §7.4.4), accepted and validated for old layouts; nothing reads it: the
   * marker-spreading helper and every other chunk load from `chunks/` beside front.js, wherever dist/ is served.
   */
  plugins: string;
}

/** A CMS page record (DmPage: `currentPage` and its ancestors in the page data, README › The page contract). Only the
 * fields the runtime reads are typed. */
export interface PageRecord {
  id?: number | string;
  module?: string;
  action?: string;
  slug?: string;
  name?: string;
  title?: string;
  lang?: string;
  level?: number | string;
  infos?: string | Record<string, unknown> | null;
  [field: string]: unknown;
}

/**
 * What the entry reads of the page data: the page records and the settings. The rest of the contract (`constantes`,
 * `ipClient`, `isIpClientImpersonate`, `hasDmSettingMotifFilterIpJson`) is read by nothing in the runtime yet: the
 * runtime chunk's page validation (page-contract.ts) checks it, and a behaviour that needs it adds it here.
 */
export interface PageData {
  currentPage?: PageRecord;
  parentCurrentPage?: PageRecord;
  grandParentCurrentPage?: PageRecord;
  rearGrandParentCurrentPage?: PageRecord;
  settings: Record<string, unknown>;
}

export const CONFIG_ID = 'dm-page-config';
export const DATA_ID = 'dm-page-data';

export const DEFAULT_CONFIG: PageConfig = {
  page_id: 0,
  culture: 'fr',
  script_name: '/',
  debug: false,
  env: 'prod',
  news_host: '',
  templates: '/templates/bs3/',
  plugins: '/dist/',
};

type Json = Record<string, unknown>;

/** The parsed JSON of a `<script type="application/json" id=…>`, or undefined (absent or not JSON). */
export function readJsonScript(doc: Document, id: string): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Raw config: the JSON script, else a plain copy of the legacy global `dm_configuration` (a hostile one, with throwing
 * getters or a throwing Proxy, gives the defaults, never an exception).
 */
export function rawConfig(doc: Document): Json {
  const fromScript = readJsonScript(doc, CONFIG_ID);
  if (isObject(fromScript)) return fromScript;
  try {
    const legacy = (doc.defaultView as (Window & { dm_configuration?: unknown }) | null)?.dm_configuration;
    if (isObject(legacy)) return { ...legacy };
  } catch {
    // defaults
  }
  return {};
}

export function readPageConfig(doc: Document): PageConfig {
  const raw = rawConfig(doc);
  const out: PageConfig = { ...DEFAULT_CONFIG };
  const id = typeof raw.page_id === 'string' ? Number(raw.page_id) : raw.page_id;
  if (Number.isInteger(id) && (id as number) >= 0) out.page_id = id as number;
  // the texts (env: 'dev', else 'prod')
  for (const key of ['culture', 'script_name', 'news_host', 'templates', 'plugins'] as const) {
    if (typeof raw[key] === 'string') out[key] = raw[key] as string;
  }
  out.debug = toFlag(raw.debug);
  if (raw.env === 'dev') out.env = 'dev';
  return out;
}

export function readPageData(doc: Document): PageData {
  const raw = readJsonScript(doc, DATA_ID);
  const data: Json = isObject(raw) ? raw : {};
  const record = (k: string) => (isObject(data[k]) ? (data[k] as PageRecord) : undefined);
  return {
    // currentPageObject: what older layouts print for the current page
    currentPage: record('currentPage') ?? record('currentPageObject'),
    parentCurrentPage: record('parentCurrentPage'),
    grandParentCurrentPage: record('grandParentCurrentPage'),
    rearGrandParentCurrentPage: record('rearGrandParentCurrentPage'),
    settings: isObject(data.settings) ? data.settings : {},
  };
}
