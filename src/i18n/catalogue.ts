/**
 * The visitor-facing texts of the widgets and of the date picker, one catalogue per language, chosen from the page
 * language (PageContext.lang: the html lang, else the current page's lang, else the config's culture).
 *
 * French (fr/) is the default: each part of it (news, map, date picker) is bundled with the code that shows it, and
 * a page whose language has no catalogue gets it. Every other language is one file, languages/{lang}.ts, that the
 * build finds by itself and turns into a chunk of its own, loaded only on pages in that language: a French page
 * downloads no German text, and no other code than this small loader.
 * Integrator diagnostics (src/errors.ts, the console) stay in English and are not here.
 */
import { warn } from '../log';

export type ShareAction = 'facebook' | 'twitter' | 'linkedin' | 'print' | 'email' | 'copy';

export interface NewsText {
  /** Month names, January first, as shown in full dates. */
  months: string[];
  /** Short month names, January first, as shown in mini dates. */
  monthsShort: string[];
  /** The 'full' date of a card. */
  dateFull: (day: number, month: string, year: number) => string;
  /** The 'mini' date of a card (month: from monthsShort). */
  dateMini: (day: number, month: string) => string;
  loading: string;
  /** A call that has waited 10 s (it is never timed out). */
  slow: string;
  /** A list call, or a page change, that failed on the network; the button that makes it again. */
  listFailed: string;
  pageFailed: string;
  retry: string;
  empty: string;
  notFound: string;
  loadError: string;
  /** The reference line added to a full article's footer. */
  reference: (id: string) => string;
  related: string;
  /** The label of the 'all topics' filter, and the filters' group name. */
  all: string;
  filters: string;
  pagination: string;
  previousPage: string;
  nextPage: string;
  /** The carousel's default name (when the widget has no title), its role names, controls and slide names. */
  carousel: string;
  carouselRole: string;
  slideRole: string;
  previous: string;
  next: string;
  play: string;
  pause: string;
  /** Indicator button i of n, and slide i of n. */
  goToSlide: (i: number, n: number) => string;
  slide: (i: number, n: number) => string;
  shareTitle: string;
  /** Visible labels of the share buttons (the site's share setting wins over these). */
  shareLabels: Record<ShareAction, string>;
  /** Where each share button sends the article: added, for screen readers, after its visible label. */
  shareHints: Record<ShareAction, string>;
  copied: string;
  copyThis: (url: string) => string;
}

export interface MapText {
  /** The consent notice: its title, its explanation, its button. */
  disabled: (service: string) => string;
  explanation: string;
  allow: (service: string) => string;
  /** The map area's accessible name. */
  map: string;
  searchLabel: string;
  searchPlaceholder: string;
  suggestions: string;
  /** The live announcement of the number of suggestions. */
  results: (count: number) => string;
  /** What the search box says when the search cannot work (for good), or failed this once. */
  searchUnavailable: string;
  searchRetry: string;
  /** The office list shown when the map cannot load. */
  offices: string;
  officesNote: string;
  /** The offices as text while their records are awaited, and when they could not be loaded. */
  officesLoading: string;
  officesFailed: string;
  /** The map has waited 10 s (a call is never timed out). */
  slow: string;
  /** The offices' records have waited 10 s where the map could not load (beside officesLoading). */
  officesSlow: string;
  /** The map is drawn, its offices' records failed: no marker (with the 'Réessayer' button, `retry`). */
  markersFailed: string;
  retry: string;
  phone: string;
}

/** The date picker (jQuery UI's regional settings, plus the accessible names the legacy widget lacked). */
export interface DatePickerText {
  closeText: string;
  prevText: string;
  nextText: string;
  currentText: string;
  weekHeader: string;
  monthNames: string[];
  /** Sunday first, as Date.getDay(). */
  dayNames: string[];
  dayNamesMin: string[];
  /** 'dd', 'mm' and 'yy' (a four-digit year, as jQuery UI) with one separator between them. */
  dateFormat: string;
  firstDay: number;
  yearRange: string;
  /** The field's placeholder, spelling out dateFormat for visitors. */
  placeholder: string;
  chooseDate: string;
  /** The button's name when its field has a label. */
  chooseDateFor: (field: string) => string;
  /** A day button's name (month: from monthNames, weekday: from dayNames). */
  dayLabel: (day: number, month: string, year: number, weekday: string) => string;
  month: string;
  year: string;
}

export interface Catalogue {
  /** The language code (ISO 639-1), also set as the lang of what the texts are shown in when it differs. */
  lang: string;
  news: NewsText;
  map: MapText;
  datePicker: DatePickerText;
}

/** null: the page shows the French texts (French, or a language without catalogue). */
const loaded = new Map<string, Catalogue | null>([['fr', null]]);
const loading = new Map<string, Promise<Catalogue | null>>();

/** The catalogue of lang once it is loaded; null when the page shows French; undefined while that is not known yet. */
export const loadedCatalogue = (lang: string): Catalogue | null | undefined => loaded.get(lang);

/**
 * The catalogue of lang (null for French): its chunk, one request per page however many widgets ask. The promise is
 * the same until it settles (views wait for it: view-notices.tsx). A language without a catalogue, or whose chunk
 * fails to load, gets French for the rest of the page, so that all its widgets agree (a console warning tells the
 * latter).
 */
export function loadCatalogue(lang: string): Promise<Catalogue | null> {
  const ready = loaded.get(lang);
  if (ready !== undefined) return Promise.resolve(ready);
  if (!/^[a-z]{2,3}$/.test(lang)) {
    loaded.set(lang, null);
    return Promise.resolve(null);
  }
  let pending = loading.get(lang);
  if (!pending) {
    pending = import(`./languages/${lang}.ts`).then(
      (m: { default: Catalogue }) => {
        loaded.set(lang, m.default);
        return m.default;
      },
      (e: unknown) => {
        // The build's import of a language that has no file rejects at once, without a request.
        if (!/not found|no such|unknown variable|cannot find/i.test(String(e))) warn(`the '${lang}' texts could not be loaded; French is shown`, e);
        loaded.set(lang, null);
        return null;
      },
    );
    loading.set(lang, pending);
  }
  return pending;
}
