#!/usr/bin/env node
// `npm run shots [-- --out DIR] [--latency MS] [--only SUBSTRING]`: every example page (and a full article, the dev
// pages' home and news page) at a phone (390×844, touch) and a desktop (1366×900) width, full page, as PNG files in
// .shots/ (or DIR), so that a reviewer sees the whole site in a minute. Builds dist/ first; Debian's Chromium, a
// private example server on a free port, nothing leaves the machine.
import fs from 'node:fs';
import path from 'node:path';
import { build } from '../../build.mjs';
import { launchBrowser } from '../chromium.mjs';
import { examplePages } from '../bench/pages.mjs';
import { serverProcess } from '../bench/server-process.mjs';
import { root } from '../bench/sizes.mjs';

export const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
  desktop: { viewport: { width: 1366, height: 900 } },
};

/** The pages shot: the site's pages, a full article, and the dev environment's home and news page. */
export const shotPages = () => [
  ...examplePages(),
  '/fr/actualites-ec?title=medecins-liberaux-ce-qui-change-pour-la-declaration-2035-en-2027',
  '/dev.php/fr/',
  '/dev.php/fr/actualites-ec',
];

function parse(argv) {
  const o = { out: path.join(root, '.shots'), latency: 0, only: '' };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--out') o.out = path.resolve(argv[++i]);
    else if (argv[i] === '--latency') o.latency = Number(argv[++i]);
    else if (argv[i] === '--only') o.only = argv[++i];
    else throw new Error(`unknown option ${argv[i]} (usage: npm run shots -- [--out DIR] [--latency MS] [--only TEXT])`);
  }
  return o;
}

const fileName = (page, vp) => `${page.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root'}.${vp}.png`;

async function main() {
  const o = parse(process.argv.slice(2));
  await build();
  fs.mkdirSync(o.out, { recursive: true });
  const server = await serverProcess(o.latency ? ['--latency', String(o.latency)] : []);
  const browser = await launchBrowser();
  try {
    for (const page of shotPages().filter((p) => p.includes(o.only))) {
      for (const [name, options] of Object.entries(VIEWPORTS)) {
        const context = await browser.newContext(options);
        const tab = await context.newPage();
        await tab.goto(server.url + page, { waitUntil: 'load' });
        // The widgets' answers and images, then the lazy images below the fold: scrolled through once.
        await tab.waitForLoadState('networkidle').catch(() => {});
        await tab.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += innerHeight) {
            scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 60));
          }
          scrollTo(0, 0);
        });
        await tab.waitForLoadState('networkidle').catch(() => {});
        const file = path.join(o.out, fileName(page, name));
        await tab.screenshot({ path: file, fullPage: true });
        console.log(path.relative(process.cwd(), file));
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
