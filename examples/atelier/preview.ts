/**
 * The preview: an iframe holding a page of the example site's kind (/atelier/preview/<page path>: that page's config
 * and data in the dev environment, dist/front.js, an empty #dm_page stage), so media queries and the runtime see a real
 * phone or desktop viewport. Widgets are mounted there by the page's own runtime: a placeholder is written into the
 * stage and launched with window.DmFront.mount; a change unmounts the old one (DmFront.unmount: React root gone,
 * requests aborted) and mounts the new. The runtime's console messages ('[dm-front] …', the dev-mode diagnostics)
 * are passed on as they come, with the widget they are about.
 */
import type { DmFrontApi } from '../../src/dm-front';

export const PREVIEW_PATH = '/atelier/preview';
export const STAGE_ID = 'atelier-stage';
const PREFIX = '[dm-front]';

export interface StageWidget {
  key: number;
  type: string;
  id: string;
  /** The options exactly as written into data-options. */
  options: Record<string, unknown>;
  /** Bootstrap md columns the widget spans in the stage (12: the whole row). */
  col: number;
}

export interface RuntimeMessage {
  level: 'warn' | 'error';
  text: string;
  /** The widget it is about (undefined: the page). */
  key?: number;
}

type FrameWindow = Window & typeof globalThis & { DmFront?: DmFrontApi };

export interface PreviewEvents {
  message(m: RuntimeMessage): void;
  /** The frame has loaded a page: a preview page (widgets mounted) or, after a click on a link, another page. */
  loaded(state: { preview: boolean; href: string }): void;
}

export class Preview {
  private widgets: StageWidget[] = [];
  private ready = false;

  constructor(readonly frame: HTMLIFrameElement, private readonly events: PreviewEvents) {
    frame.addEventListener('load', () => this.onLoad());
  }

  /** The path of the preview page for a site page ('/fr/actualites-ec' → '/atelier/preview/fr/actualites-ec'). */
  static urlFor(page: string): string {
    return PREVIEW_PATH + (page.startsWith('/') ? page : '/' + page);
  }

  /** Shows the preview of a site page (reloads the frame when the page changes) with these widgets. */
  show(page: string, widgets: StageWidget[]): void {
    this.widgets = widgets;
    const url = Preview.urlFor(page);
    const win = this.win();
    if (this.ready && win && win.location.pathname === url) return this.mountAll();
    this.ready = false;
    this.frame.src = url;
  }

  /** Loads the preview page again (consent changed, or back from a page the preview navigated to). */
  reload(page: string): void {
    this.ready = false;
    this.frame.src = Preview.urlFor(page);
  }

  /** Re-mounts one widget (its options, type or id changed); the others keep running. */
  update(widgets: StageWidget[], key: number): void {
    this.widgets = widgets;
    const doc = this.doc();
    const win = this.win();
    const old = doc?.querySelector<HTMLElement>(`[data-atelier-key="${key}"]`);
    if (!this.ready || !doc || !win?.DmFront || !old) return this.mountAll();
    const w = widgets.find((x) => x.key === key);
    for (const p of old.querySelectorAll('.dm_widget')) win.DmFront.unmount(p);
    if (!w) {
      old.remove();
      return;
    }
    const fresh = this.slot(doc, w);
    old.replaceWith(fresh);
    win.DmFront.mount(fresh);
  }

  /** The placeholder of a widget in the frame (for tests and the diagnostics). */
  placeholder(key: number): HTMLElement | null {
    return this.doc()?.querySelector<HTMLElement>(`[data-atelier-key="${key}"] .dm_widget`) ?? null;
  }

  private win(): FrameWindow | null {
    try {
      return this.frame.contentWindow as FrameWindow | null;
    } catch {
      return null;
    }
  }

  private doc(): Document | null {
    try {
      return this.frame.contentDocument;
    } catch {
      return null;
    }
  }

  private onLoad(): void {
    const win = this.win();
    const doc = this.doc();
    const preview = !!win && !!doc && win.location.pathname.startsWith(PREVIEW_PATH + '/') && !!doc.getElementById(STAGE_ID);
    this.ready = preview && !!win?.DmFront;
    if (this.ready) {
      this.capture(win!);
      this.mountAll();
    }
    this.events.loaded({ preview: this.ready, href: win ? win.location.pathname + win.location.search : '' });
  }

  /** Passes the runtime's console messages on (they keep going to the console too). */
  private capture(win: FrameWindow): void {
    for (const level of ['warn', 'error'] as const) {
      const original = win.console[level];
      win.console[level] = (...args: unknown[]) => {
        original.apply(win.console, args);
        if (args[0] !== PREFIX) return;
        const rest = args.slice(1);
        const element = rest.find((a): a is Element => a instanceof win.Element);
        const text = rest.filter((a) => !(a instanceof win.Element) && a !== '').map((a) => (a instanceof win.Error ? a.message : String(a))).join(' ');
        this.events.message({ level, text, key: this.keyOf(element, text) });
      };
    }
  }

  private keyOf(element: Element | undefined, text: string): number | undefined {
    const slot = element?.closest('[data-atelier-key]');
    if (slot) return Number(slot.getAttribute('data-atelier-key'));
    const id = text.match(/\bWidget (\S+?)[\s:]/)?.[1] ?? text.match(/\bmap (\S+?):/)?.[1];
    return id === undefined ? undefined : this.widgets.find((w) => w.id === id)?.key;
  }

  private slot(doc: Document, w: StageWidget): HTMLElement {
    const col = doc.createElement('div');
    col.className = `col-md-${w.col}`;
    col.setAttribute('data-atelier-key', String(w.key));
    const p = doc.createElement('div');
    p.className = 'dm_widget';
    p.setAttribute('data-widget', w.type);
    p.setAttribute('data-widget-id', w.id);
    p.setAttribute('data-options', JSON.stringify(w.options));
    col.append(p);
    return col;
  }

  private mountAll(): void {
    const doc = this.doc();
    const win = this.win();
    const stage = doc?.getElementById(STAGE_ID);
    if (!this.ready || !doc || !win?.DmFront || !stage) return;
    for (const p of stage.querySelectorAll('.dm_widget')) win.DmFront.unmount(p);
    stage.replaceChildren(...this.widgets.map((w) => this.slot(doc, w)));
    win.DmFront.mount(stage);
  }
}
