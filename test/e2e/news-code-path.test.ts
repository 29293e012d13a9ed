// The news widgets' code on a cold load of Métiers (issue 54): everything the first render needs is asked for while the
// first answers are still on their way, the view and React included; the bench (`npm run bench`, cold-load.mjs)
// measures how soon the first card comes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { hold, open, useBrowser } from './browser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The chunk of dist/ (its file name) that holds a module, from the build's metafile. */
function chunkWith(input: string | RegExp): string {
  const meta = JSON.parse(fs.readFileSync(path.join(root, 'dist/meta.json'), 'utf8')) as { outputs: Record<string, { entryPoint?: string; inputs: Record<string, unknown> }> };
  const has = (o: { entryPoint?: string; inputs: Record<string, unknown> }) => (typeof input === 'string' ? o.entryPoint === input : Object.keys(o.inputs).some((i) => input.test(i)));
  const found = Object.entries(meta.outputs).find(([f, o]) => f.endsWith('.js') && has(o));
  if (!found) throw new Error(`no chunk of dist/ holds ${input}`);
  return path.basename(found[0]);
}

const browser = useBrowser(); // the project's one Chromium (test/e2e/global-setup.ts)

describe('news code on a cold load of /fr/actualites-ec/metiers', () => {
  it("asks for React and the list's view with the definition, before the runtime chunk is there, while the list calls are unanswered; the cards come once they are", async () => {
    const wanted = {
      define: chunkWith('widgets/news/define.ts'),
      react: chunkWith(/node_modules\/react-dom\//),
      view: chunkWith('widgets/news/view.tsx'),
    };
    const s = await open(browser());
    // Neither the list answers nor the runtime chunk until the test releases them: what is requested meanwhile was
    // asked for by the entry (before, the view's code and React were asked for by the runtime, after validating the
    // options; the React host's own small chunk still is).
    const releaseLists = await hold(s.page, /\/ajax\/testa\/article\/motifs\//);
    const releaseRuntime = await hold(s.page, new RegExp(`/dist/chunks/${chunkWith('src/runtime.ts').replace('.', '\\.')}$`));
    await s.page.goto('/fr/actualites-ec/metiers');
    const chunk = (r: Request) => path.basename(new URL(r.url()).pathname);
    const requested = () => new Set(s.requests.map(chunk));
    for (const name of Object.values(wanted)) if (!requested().has(name)) await s.page.waitForRequest((r) => chunk(r) === name, { timeout: 30_000 });
    expect(s.requests.some((r) => r.url().includes('article-view'))).toBe(false); // the list's view only: no full article here
    expect(await s.page.locator('.dm-news-item').count()).toBe(0); // still the skeletons
    releaseRuntime();
    releaseLists();
    await s.page.waitForFunction(() => document.querySelectorAll('.dm-news-item').length === 10);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('sends every first call of the page before it asks for any chunk, the early images\' included: on HTTP/1.1 a chunk ahead of a call can take the connection the call waits for', async () => {
    const s = await open(browser());
    await s.page.goto('/fr/actualites-ec/metiers');
    await s.page.waitForFunction(() => document.querySelectorAll('.dm-news-item').length === 10);
    const paths = s.requests.map((r) => new URL(r.url()).pathname);
    const lastCall = paths.map((p) => p.startsWith('/ajax/testa/')).lastIndexOf(true);
    const firstChunk = paths.findIndex((p) => p.startsWith('/dist/chunks/'));
    expect(paths.filter((p) => p.startsWith('/ajax/testa/'))).toHaveLength(4); // the topics, and one list call each
    expect(paths.some((p) => /\/early-images-/.test(p)), 'the first list shows its images early').toBe(true);
    expect(lastCall, paths.join('\n')).toBeLessThan(firstChunk);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
