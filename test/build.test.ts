// @vitest-environment node
// The build's rewriting of esbuild's output (build.mjs), on a real esbuild build of a small fixture: the bare import of
// the runtime-helpers chunk that every entry point gets (evanw/esbuild#1892) is blanked out, and every import of a
// lazily loaded chunk goes through the chunk loader ($dmImp) so that a failed chunk can come back. Both patch minified
// text: if esbuild's output changes shape, these tests (and the build itself) fail.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { dropBareHelperImports, inMemory, options, retryableImports } from '../build.mjs';

const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-build-'));
afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));

const SOURCES: Record<string, string> = {
  // The entry: a static import (a chunk it shares with a lazy one) and two lazy chunks.
  'front.ts': `import { shared } from './shared';
export const go = () => import('./lazy').then((m) => m.run(shared()));
export const go2 = () => import('./lazy2').then((m) => m.other());`,
  'shared.ts': `export const shared = () => 'shared';`,
  // Shared by the two lazy chunks only, and CommonJS inside: esbuild makes a helpers chunk that every output imports.
  'lib.ts': `import cjs from './cjs.cjs';
export const lib = (s: string) => s + '+lib' + cjs.v;`,
  'cjs.cjs': `module.exports = { v: 1 };`,
  'lazy.ts': `import { lib } from './lib';
import { shared } from './shared';
export const run = (s: string) => lib(s) + '+' + shared();`,
  'lazy2.ts': `import { lib } from './lib';
export const other = () => lib('2');`,
};

type Output = { imports: { path: string; kind: string }[]; inputs: Record<string, unknown>; entryPoint?: string };
type Metafile = { outputs: Record<string, Output> };

/** The fixture built like dist/ (the project's options: splitting, ESM, minified), kept in memory. */
async function buildFixture() {
  for (const [name, text] of Object.entries(SOURCES)) fs.writeFileSync(path.join(fixture, name), text);
  const result = await esbuild.build({
    ...(options as esbuild.BuildOptions),
    entryPoints: [path.join(fixture, 'front.ts')],
    sourcemap: false,
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  const files = inMemory(result) as { read: (f: string) => string; write: (f: string, code: string) => void };
  const byName = () => Object.fromEntries(result.outputFiles!.map((f) => [path.relative(options.outdir, f.path).split(path.sep).join('/'), files.read(f.path)]));
  return { metafile: result.metafile as Metafile, files, byName };
}

const helperChunk = (m: Metafile) => Object.keys(m.outputs).find((f) => !m.outputs[f].entryPoint && !Object.keys(m.outputs[f].inputs).length);

describe('build: rewriting esbuild output', () => {
  it("esbuild's output has the shape the rewriting relies on", async () => {
    const { metafile, byName } = await buildFixture();
    const code = byName();
    const helper = helperChunk(metafile);
    expect(helper, 'a chunk of runtime helpers only').toBeTruthy();
    // The bare helper import the entry gets, the minified dynamic and static import forms.
    expect(code['front.js']).toContain(`import"./chunks/${path.basename(helper!)}";`);
    expect(code['front.js']).toMatch(/import\("\.\/chunks\/lazy-[\w-]+\.js"\)/);
    const lazy = Object.keys(code).find((f) => /^chunks\/lazy-/.test(f))!;
    expect(code[lazy]).toMatch(/^import\{\w+ as \w+\}from"\.\/chunk-[\w-]+\.js";/);
  });

  it('blanks the bare helper imports, sends lazy chunks through the loader, and the result runs', async () => {
    const { metafile, files, byName } = await buildFixture();
    const helper = path.basename(helperChunk(metafile)!);
    dropBareHelperImports(metafile, files);
    retryableImports(metafile, files);
    const code = byName();
    // No bare helper import left, and no output asks for the helpers chunk without using it.
    expect(code['front.js']).not.toContain(helper);
    for (const [name, text] of Object.entries(code)) expect(text, name).not.toContain(`import"./${helper}"`);
    // Every dynamic import goes through the loader; the entry keeps its static import (it loads with it or not at all).
    for (const [name, text] of Object.entries(code)) expect(text, name).not.toContain('import("./');
    expect(code['front.js']).toMatch(/\$dmImp\("\.\/chunks\/lazy-[\w-]+\.js"\)/);
    expect(code['front.js']).toMatch(/^import\{\w+ as \w+\}from"\.\/chunks\/chunk-[\w-]+\.js";/);
    // A lazy chunk waits for the lazy chunk it shares (lib) through the loader, and keeps the entry's chunk (shared).
    const lazy = Object.keys(code).find((f) => /^chunks\/lazy-/.test(f))!;
    expect(code[lazy]).toMatch(/^const ?\{\w+:\w+\}=await \$dmImp\("\.\/chunk-[\w-]+\.js"\);/);
    expect(code[lazy]).toMatch(/import\{\w+ as \w+\}from"\.\/chunk-[\w-]+\.js";/);

    // Run it: the rewritten chunks load through a loader that resolves them in chunks/, as src/retry.ts does.
    const out = fs.mkdtempSync(path.join(fixture, 'dist-'));
    for (const [name, text] of Object.entries(code)) {
      fs.mkdirSync(path.dirname(path.join(out, name)), { recursive: true });
      fs.writeFileSync(path.join(out, name), text);
    }
    const asked: string[] = [];
    globalThis.$dmImp = (spec: string) => {
      asked.push(path.basename(spec));
      return import(pathToFileURL(path.join(out, 'chunks', path.basename(spec))).href);
    };
    try {
      const front = await import(pathToFileURL(path.join(out, 'front.js')).href);
      expect(await front.go()).toBe('shared+lib1+shared');
      expect(await front.go2()).toBe('2+lib1');
      expect(asked.some((f) => f.startsWith('lazy-'))).toBe(true);
      expect(asked).toContain(helper); // loaded where used, through the loader
    } finally {
      delete globalThis.$dmImp;
    }
  });

  it('stops the build when the import form is not the expected one', async () => {
    const { metafile, files } = await buildFixture();
    const front = path.join(options.outdir, 'front.js');
    files.write(front, files.read(front).replaceAll('import("./', 'import ("./')); // a form the rewriting does not know
    expect(() => retryableImports(metafile, files)).toThrow(/esbuild's output changed shape in front\.js/);
  });
});
