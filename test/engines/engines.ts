// The three engines of the cross-engine suite, each from Debian's packages, behind one small Driver interface so a
// journey is written once:
// - chromium: /usr/bin/chromium through puppeteer-core (DevTools protocol), with the flags of test/chromium.mjs;
// - firefox: /usr/bin/firefox-esr through puppeteer-core over WebDriver BiDi (no geckodriver);
// - webkit: WebKitGTK's MiniBrowser through WebKitWebDriver (package webkit2gtk-driver) and selenium-webdriver, under
//   xvfb-run (MiniBrowser needs a display even headless).
// Nothing reaches the internet: Chromium maps every host but loopback to nothing; Firefox and WebKit send every
// non-loopback request to a closed loopback proxy port, so it fails at once.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import puppeteer, { type Browser as PBrowser, type BrowserContext as PContext, type Page as PPage, type KeyInput } from 'puppeteer-core';
import { Builder, Key, By, type WebDriver } from 'selenium-webdriver';
import { CHROMIUM, FLAGS } from '../chromium.mjs';

import { ENGINES, FIREFOX, MINIBROWSER, REQUIREMENTS, WEBKIT_DRIVER, XVFB_RUN } from './requirements.mjs';

export { ENGINES };
export type EngineName = (typeof ENGINES)[number];

/** Keys the journeys press, by their WebDriver names. */
export type KeyName = 'Enter' | 'Escape' | 'Tab' | 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End' | 'PageDown' | 'PageUp';
/** A key, or a key with Shift held (Shift+Tab). */
export type KeyPress = KeyName | `Shift+${KeyName}`;

/** A function run in the page: its source is sent, so it must not close over anything but its one argument. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PageFn<A, T> = (arg: A) => T | Promise<T>;

/** What a wait returns: the truthy value it waited for. */
export type Truthy<T> = Exclude<T, false | 0 | '' | null | undefined>;

export interface Driver {
  engine: EngineName;
  /** Browser name and version, as the engine reports it. */
  version: string;
  /** Opens the site's path (or a full URL) and waits for the load event. */
  goto(path: string): Promise<void>;
  /** Runs fn(arg) in the page and returns its (awaited, JSON-able) result. */
  eval<A, T>(fn: PageFn<A, T>, arg?: A): Promise<T>;
  /** Polls fn(arg) in the page until it returns a truthy value (which it returns); fails after timeout ms naming what it waited for. */
  waitFor<A, T>(what: string, fn: PageFn<A, T>, arg?: A, timeout?: number): Promise<Truthy<T>>;
  /** A real pointer click on the first element matching the CSS selector (scrolled into view by the driver). */
  click(selector: string): Promise<void>;
  /** Types text into the element (focusing it first), key by key. */
  type(selector: string, text: string): Promise<void>;
  /** Presses a key in the focused element. */
  press(key: KeyPress): Promise<void>;
  /** Sets the layout viewport (window.innerWidth × innerHeight). */
  viewport(width: number, height: number): Promise<void>;
  screenshot(file: string): Promise<void>;
  /** A fresh visitor: no cookies, no storage (the HTTP cache may stay). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** The source of a page function called with its JSON argument, as one expression. */
const call = (fn: PageFn<unknown, unknown>, arg: unknown) => `(${fn.toString()})(${JSON.stringify(arg ?? null)})`;

async function poll<T>(what: string, once: () => Promise<T>, timeout: number): Promise<T> {
  const end = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const v = await once();
      if (v) return v;
      last = v;
    } catch (e) {
      last = e;
    }
    if (Date.now() > end) throw new Error(`timed out after ${timeout} ms waiting for ${what} (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The page a driver shows, for a failure's message: its URL, readyState and title. */
export const shownPage = (d: Pick<Driver, 'eval'>): Promise<string> =>
  d.eval(() => `${location.href} (${document.readyState}, "${document.title}")`).catch((e) => `unknown (${e})`);

/** A key press's key, and whether Shift is held. */
const shifted = (key: KeyPress): [boolean, KeyName] => (key.startsWith('Shift+') ? [true, key.slice(6) as KeyName] : [false, key as KeyName]);

/**
 * Scrolls the element to the middle of the viewport, as a visitor would before clicking: drivers scroll it just into
 * view, where the fixed cookie banner or menu may cover it (WebDriver then refuses the click, DevTools clicks the cover).
 */
const centre = (d: Driver, selector: string) =>
  d.eval((s) => {
    const el = document.querySelector(s);
    if (!el) throw new Error(`no element matches ${s}`);
    el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
  }, selector);

// ---- puppeteer-core: Chromium (DevTools protocol) and Firefox ESR (WebDriver BiDi) ----

class PuppeteerDriver implements Driver {
  private context!: PContext;
  private page!: PPage;
  private size = { width: 1280, height: 900 };
  constructor(
    readonly engine: EngineName,
    private browser: PBrowser,
    readonly version: string,
    private baseURL: string,
  ) {}

  async open() {
    this.context = await this.browser.createBrowserContext();
    this.page = await this.context.newPage();
    await this.page.setViewport(this.size);
    return this;
  }
  async goto(path: string) {
    await this.page.goto(new URL(path, this.baseURL).href, { waitUntil: 'load', timeout: 30_000 });
  }
  async eval<A, T>(fn: PageFn<A, T>, arg?: A): Promise<T> {
    return (await this.page.evaluate(call(fn as PageFn<unknown, unknown>, arg))) as T;
  }
  waitFor<A, T>(what: string, fn: PageFn<A, T>, arg?: A, timeout = 10_000): Promise<Truthy<T>> {
    return poll(what, () => this.eval(fn, arg), timeout) as Promise<Truthy<T>>;
  }
  async click(selector: string) {
    await centre(this, selector);
    await this.page.click(selector);
  }
  async type(selector: string, text: string) {
    await this.page.type(selector, text);
  }
  async press(key: KeyPress) {
    const [shift, name] = shifted(key);
    if (shift) await this.page.keyboard.down('Shift');
    await this.page.keyboard.press(name as KeyInput);
    if (shift) await this.page.keyboard.up('Shift');
  }
  async viewport(width: number, height: number) {
    this.size = { width, height };
    await this.page.setViewport(this.size);
  }
  async screenshot(file: string) {
    await this.page.screenshot({ path: file as `${string}.png` });
  }
  async reset() {
    await this.context.close();
    await this.open();
  }
  async close() {
    await this.browser.close();
  }
}

/** Firefox prefs: every request but loopback goes to a closed proxy port (fails at once); no first-run noise. */
const FIREFOX_PREFS = {
  'network.proxy.type': 1,
  'network.proxy.http': '127.0.0.1',
  'network.proxy.http_port': 9,
  'network.proxy.ssl': '127.0.0.1',
  'network.proxy.ssl_port': 9,
  'network.proxy.no_proxies_on': '127.0.0.1,localhost',
  'network.proxy.allow_hijacking_localhost': false,
  'dom.disable_open_during_load': false,
};

async function launchPuppeteer(engine: 'chromium' | 'firefox', baseURL: string): Promise<Driver> {
  const browser =
    engine === 'chromium'
      ? await puppeteer.launch({
          browser: 'chrome',
          executablePath: CHROMIUM,
          headless: true,
          defaultViewport: null, // popups keep the size the page asks (each journey page sets its own viewport)
          // A desktop screen: popups are kept within the screen, and headless Chromium's default one is 800×600.
          args: [...FLAGS.filter((f: string) => f !== '--headless'), '--window-size=1280,1024'],
        })
      : await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true, defaultViewport: null, extraPrefsFirefox: FIREFOX_PREFS });
  try {
    return await new PuppeteerDriver(engine, browser, await browser.version(), baseURL).open();
  } catch (e) {
    await browser.close();
    throw e;
  }
}

// ---- selenium-webdriver: WebKitGTK's MiniBrowser through WebKitWebDriver ----

const SELENIUM_KEYS: Record<KeyName, string> = {
  Enter: Key.ENTER, Escape: Key.ESCAPE, Tab: Key.TAB, ArrowDown: Key.ARROW_DOWN, ArrowUp: Key.ARROW_UP,
  ArrowLeft: Key.ARROW_LEFT, ArrowRight: Key.ARROW_RIGHT, Home: Key.HOME, End: Key.END, PageDown: Key.PAGE_DOWN,
  PageUp: Key.PAGE_UP,
};

/** The narrowest viewport MiniBrowser gave where a narrower one was asked for (logged once). */
let narrowest = 0;

class WebKitDriver implements Driver {
  readonly engine = 'webkit' as const;
  constructor(
    private driver: WebDriver,
    private server: ChildProcess,
    readonly version: string,
    private baseURL: string,
  ) {}

  async goto(path: string) {
    const url = new URL(path, this.baseURL).href;
    // WebKitWebDriver has returned from a navigation with the previous document still shown (CI on 1d5df6b: the
    // outdated-browser journey polled a page without the probe for 10 s). The document being left is marked; the
    // navigation has landed when the document shown is a new one, loaded. Where it has not, that is said, and the
    // navigation is asked once more: a driver's lapse, not the product's (its pages are judged after it).
    await this.eval(() => void ((window as { __left?: boolean }).__left = true)).catch(() => undefined);
    const landed = () => this.eval(() => !(window as { __left?: boolean }).__left && document.readyState === 'complete');
    await this.driver.get(url);
    if (await poll(`the page ${url}`, landed, 5_000).catch(() => false)) return;
    console.log(`webkit: driver.get(${url}) returned with ${await shownPage(this)} shown; navigating again`);
    await this.driver.get(url);
    await poll(`the page ${url} (asked twice)`, landed, 10_000);
  }
  async eval<A, T>(fn: PageFn<A, T>, arg?: A): Promise<T> {
    const r = (await this.driver.executeAsyncScript(
      `const done = arguments[arguments.length - 1];
       Promise.resolve().then(() => ${call(fn as PageFn<unknown, unknown>, arg)})
         .then((v) => done({ ok: v === undefined ? null : v }), (e) => done({ error: String(e && (e.message ? e.name + ': ' + e.message + (e.stack ? ' @ ' + e.stack : '') : e.stack) || e) }));`,
    )) as { ok?: T; error?: string };
    if (r.error !== undefined) throw new Error(`in the page: ${r.error}`);
    return r.ok as T;
  }
  waitFor<A, T>(what: string, fn: PageFn<A, T>, arg?: A, timeout = 10_000): Promise<Truthy<T>> {
    return poll(what, () => this.eval(fn, arg), timeout) as Promise<Truthy<T>>;
  }
  async click(selector: string) {
    await centre(this, selector);
    try {
      await this.driver.findElement(By.css(selector)).click();
    } catch (e) {
      // WebDriver says only that another element would get the click: name it, and where the target was.
      if ((e as Error).name !== 'ElementClickInterceptedError') throw e;
      const over = await this.eval((s) => {
        const r = document.querySelector(s)!.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return `${hit ? hit.outerHTML.slice(0, 200) : 'nothing'} at the centre of ${s} (${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}, scrollY ${Math.round(scrollY)})`;
      }, selector);
      throw new Error(`the click on ${selector} went to another element: ${over}`, { cause: e });
    }
  }
  async type(selector: string, text: string) {
    await this.driver.findElement(By.css(selector)).sendKeys(text);
  }
  async press(key: KeyPress) {
    const [shift, name] = shifted(key);
    const keys = this.driver.actions();
    await (shift ? keys.keyDown(Key.SHIFT).sendKeys(SELENIUM_KEYS[name]).keyUp(Key.SHIFT) : keys.sendKeys(SELENIUM_KEYS[name])).perform();
  }
  async viewport(width: number, height: number) {
    // The window rect includes MiniBrowser's own frame: set it, measure the viewport, correct by the difference.
    await this.driver.manage().window().setRect({ width, height });
    const [w, h] = await this.eval(() => [innerWidth, innerHeight]);
    if (w !== width || h !== height) await this.driver.manage().window().setRect({ width: 2 * width - w, height: 2 * height - h });
    // MiniBrowser's window has a minimum width: its viewport stays 447 px wide where 390 is asked for. That is the same
    // phone layout (the site's CSS has no breakpoint below 768 px); a size in another layout would test something else.
    const [actual] = await this.eval(() => [innerWidth]);
    if (actual !== width) {
      if ((actual < 768) !== (width < 768)) throw new Error(`WebKitGTK: a ${width} px viewport was asked for, the window gives ${actual} px: another layout`);
      if (!narrowest) console.log(`webkit: the window gives a ${actual} px viewport where ${width} px is asked for (MiniBrowser's minimum width): the same phone layout`);
      narrowest = actual;
    }
    // Xvfb has no window manager: keyboard focus follows the pointer, which stays at the screen's centre. A narrow
    // window that no longer covers it loses focus (document.hasFocus() false: no :focus-visible, no ring), which no
    // visitor's window has: it is centred on the screen.
    if (!(await this.eval(() => document.hasFocus()))) {
      const [sw, sh] = await this.eval(() => [screen.width, screen.height]);
      const rect = await this.driver.manage().window().getRect();
      await this.driver.manage().window().setRect({ x: Math.round((sw - rect.width) / 2), y: Math.round((sh - rect.height) / 2) });
      await poll('the WebKitGTK window focused', () => this.eval(() => document.hasFocus()), 2_000);
    }
  }
  async screenshot(file: string) {
    fs.writeFileSync(file, Buffer.from(await this.driver.takeScreenshot(), 'base64'));
  }
  async reset() {
    await this.goto('/__engines/blank');
    await this.driver.manage().deleteAllCookies();
    await this.eval(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
  async close() {
    try {
      await this.driver.quit();
    } finally {
      stopGroup(this.server);
    }
  }
}

/** The detached WebKitWebDriver groups started here: stopped when this process ends, even after a hung launch. */
const started = new Set<ChildProcess>();
process.once('exit', () => started.forEach(stopGroup));

/** Stops a process started detached, with everything it started (xvfb-run's Xvfb and the driver). */
function stopGroup(child: ChildProcess) {
  started.delete(child);
  if (child.exitCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** Rejects with what after ms, unless the promise settles first. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * WebKitGTK, tried twice, each try bounded: a safety net for a machine too loaded for Xvfb or WebKitWebDriver to come
 * up in time. (The session that never answered, seen in CI, was MiniBrowser crashing on WebDriver's proxy
 * capability: see the capabilities below.)
 */
async function launchWebKit(baseURL: string): Promise<Driver> {
  try {
    return await launchWebKitOnce(baseURL);
  } catch (first) {
    try {
      return await launchWebKitOnce(baseURL);
    } catch (second) {
      throw new Error(`WebKitGTK did not start, twice: ${(first as Error).message} / ${(second as Error).message}`);
    }
  }
}

async function launchWebKitOnce(baseURL: string): Promise<Driver> {
  const port = await freePort();
  const server = spawn(XVFB_RUN, ['-a', WEBKIT_DRIVER, `--port=${port}`], { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  started.add(server);
  let stderr = '';
  server.stderr!.on('data', (d) => (stderr += d));
  try {
    await poll(
      `WebKitWebDriver on port ${port}`,
      async () => {
        if (server.exitCode !== null) throw new Error(`WebKitWebDriver exited (${server.exitCode}): ${stderr}`);
        return (await fetch(`http://127.0.0.1:${port}/status`)).ok;
      },
      20_000,
    );
    const driver = await within(
      new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        .withCapabilities({
          browserName: 'MiniBrowser',
          pageLoadStrategy: 'normal',
          // The closed proxy port through MiniBrowser's own options, not WebDriver's proxy capability: WebKitGTK
          // 2.50 crashes in webkit_network_proxy_settings_new (g_strdupv of the noProxy list) in about one session
          // in four given the capability, and WebKitWebDriver then waits for the dead browser forever.
          'webkitgtk:browserOptions': {
            binary: MINIBROWSER,
            args: ['--automation', '--proxy=http://127.0.0.1:9', '--ignore-host=127.0.0.1', '--ignore-host=localhost'],
          },
        })
        .build() as Promise<WebDriver>,
      30_000,
      'a MiniBrowser session',
    );
    const d = await within(
      (async () => {
        const caps = await driver.getCapabilities();
        const w = new WebKitDriver(driver, server, `WebKitGTK ${caps.getBrowserVersion()}`, baseURL);
        await driver.manage().setTimeouts({ script: 30_000, pageLoad: 30_000 });
        await w.viewport(1280, 900);
        return w;
      })(),
      20_000,
      'the new MiniBrowser session',
    );
    return d;
  } catch (e) {
    stopGroup(server);
    throw new Error(`${(e as Error).message}${stderr.trim() ? ` (WebKitWebDriver said: ${stderr.trim().slice(-300)})` : ''}`);
  }
}

/** Launches the engine against the site at baseURL. */
export function launch(engine: EngineName, baseURL: string): Promise<Driver> {
  const { files, packages } = REQUIREMENTS[engine];
  const missing = files.filter((f) => !fs.existsSync(f));
  if (missing.length) throw new Error(`${engine}: ${missing.join(', ')} missing: run 'apt-get install -y ${packages.join(' ')}' (as root)`);
  return engine === 'webkit' ? launchWebKit(baseURL) : launchPuppeteer(engine, baseURL);
}
