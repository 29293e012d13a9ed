// @vitest-environment node
// The build's rewriting of esbuild's output (build.mjs), on a real esbuild build of a small fixture: the bare import of
// the runtime-helpers chunk that every entry point gets (evanw/esbuild#1892) is blanked out, every import of a chunk by
// a lazily loaded one goes through the chunk loader ($dmImp) so that a failed chunk can come back, and the entry's
// static chunk is merged into front.js, which hands its exports to the loader. The first two patch minified text: if
// esbuild's output changes shape, these tests (and the build itself) fail. Last, the plan the build makes from a
// metafile (the co-loaded groups and the preload map), on a metafile written by hand.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { coLoadedGroups, COMPILE_HINT, compileHints, dropBareHelperImports, dropEmptySourceMaps, HASH_LENGTH, inMemory, mergeEntry, options, preloadMap, retryableImports, shortNames } from '../build.mjs';

const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'dm-build-'));
afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));

const SOURCES: Record<string, string> = {
  // The entry: a static import (a chunk it shares with a lazy one) and two lazy chunks.
  'front.ts': `import { shared } from './shared';
export const go = () => import('./lazy').then((m) => m.run(shared()));
export const go2 = () => import('./lazy2').then((m) => m.other());
export const go3 = () => import('./lazy2').then((m) => m.deeper());`,
  // State of its own (a count of calls): one instance for the entry and the lazy chunks, or the count shows two.
  'shared.ts': `let calls = 0;
export const shared = () => 'shared' + ++calls;`,
  // Shared by the two lazy chunks only, and CommonJS inside: esbuild makes a helpers chunk that every output imports.
  'lib.ts': `import cjs from './cjs.cjs';
export const lib = (s: string) => s + '+lib' + cjs.v;`,
  'cjs.cjs': `module.exports = { v: 1 };`,
  'lazy.ts': `import { lib } from './lib';
import { mid } from './mid';
import { shared } from './shared';
export const run = (s: string) => lib(mid(s)) + '+' + shared();`,
  // Shared by lazy and deep, not by lazy2: in deep's closure, not in the chunk that imports deep.
  'mid.ts': `export const mid = (s: string) => s + '';`,
  'lazy2.ts': `import { lib } from './api';
export const other = () => lib('2');
export const deeper = () => import('./deep').then((m) => m.deep());`,
  // A lazy chunk's own import(): its closure (mid's chunk; lib's and the helpers lazy2 imports itself) is told to the
  // loader by lazy2's first line.
  'deep.ts': `import { lib } from './api';
import { mid } from './mid';
export const deep = () => lib(mid('deep'));`,
  // Re-exports only (like src/core.ts), for lazy2 and deep: esbuild gives it a chunk of its own, empty, which both
  // import bare.
  'api.ts': `export { lib } from './lib';`,
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
  const files = inMemory(result) as { read: (f: string) => string; write: (f: string, code: string) => void; remove: (f: string) => void; paths: () => string[] };
  const byName = () => Object.fromEntries(files.paths().map((f) => [path.relative(options.outdir, f).split(path.sep).join('/'), files.read(f)]));
  return { metafile: result.metafile as Metafile, files, byName };
}

const helperChunk = (m: Metafile) => Object.keys(m.outputs).find((f) => !m.outputs[f].entryPoint && !Object.keys(m.outputs[f].inputs).length);
const reExportsChunk = (m: Metafile) => Object.keys(m.outputs).find((f) => Object.keys(m.outputs[f].inputs).some((i) => i.endsWith('api.ts')));

describe('build: rewriting esbuild output', () => {
  it("esbuild's output has the shape the rewriting relies on", async () => {
    const { metafile, byName } = await buildFixture();
    const code = byName();
    const helper = helperChunk(metafile);
    expect(helper, 'a chunk of runtime helpers only').toBeTruthy();
    // The bare helper import the entry gets, the minified dynamic and static import forms.
    expect(code['front.js']).toContain(`import"./chunks/${path.basename(helper!)}";`);
    // The re-exports' chunk: nothing in it, and imported bare.
    const reExports = path.basename(reExportsChunk(metafile)!);
    expect(Object.values(metafile.outputs[reExportsChunk(metafile)!].inputs)).toEqual([expect.objectContaining({ bytesInOutput: 0 })]);
    expect(code[Object.keys(code).find((f) => /^chunks\/lazy2-/.test(f))!]).toContain(`import"./${reExports}";`);
    expect(code['front.js']).toMatch(/import\("\.\/chunks\/lazy-[\w-]+\.js"\)/);
    const lazy = Object.keys(code).find((f) => /^chunks\/lazy-/.test(f))!;
    expect(code[lazy]).toMatch(/^import\{\w+ as \w+\}from"\.\/chunk-[\w-]+\.js";/);
    // Every chunk ends with the build's fingerprint, which its name hashes: a change of the rewriting renames it.
    for (const [name, text] of Object.entries(code)) if (name.startsWith('chunks/')) expect(text, name).toMatch(/(^|\n)\/\/dm-build [0-9a-f]{8}\n?$/);
  });

  it('blanks the bare helper imports, sends imports through the loader, merges the entry, and the result runs', async () => {
    const { metafile, files, byName } = await buildFixture();
    const helper = path.basename(helperChunk(metafile)!);
    const reExports = path.basename(reExportsChunk(metafile)!);
    const before = byName();
    const entryChunk = /from"\.\/chunks\/(chunk-[\w-]+\.js)"/.exec(before['front.js'])![1]; // shared.ts, the entry's static chunk
    dropBareHelperImports(metafile, files);
    retryableImports(metafile, files);
    await mergeEntry(metafile, files);
    const code = byName();
    // No bare helper import left, and no output asks for the helpers chunk without using it.
    expect(code['front.js']).not.toContain(helper);
    for (const [name, text] of Object.entries(code)) expect(text, name).not.toContain(`import"./${helper}"`);
    // Nor for the empty chunk of the re-exports: no output asks for it.
    for (const [name, text] of Object.entries(code)) expect(text, name).not.toContain(reExports);
    // Every dynamic import goes through the loader.
    for (const [name, text] of Object.entries(code)) expect(text, name).not.toContain('import("./');
    expect(code['front.js']).toMatch(/\$dmImp\("\.\/chunks\/lazy-[\w-]+\.js"\)/);
    // The entry is one file: its static chunk is in it (and gone from the outputs), its exports handed to the loader.
    expect(code['front.js']).not.toMatch(/\bimport\s*[{"*]/);
    expect(code['chunks/' + entryChunk], 'the merged chunk is no output').toBeUndefined();
    expect(code['front.js']).toContain(`$dmImp?.("./${entryChunk}",{`);
    expect(Object.keys(metafile.outputs).some((f) => f.endsWith(entryChunk))).toBe(false);
    const entryInputs = Object.keys(metafile.outputs[Object.keys(metafile.outputs).find((f) => f.endsWith('front.js'))!].inputs);
    expect(entryInputs.some((i) => i.endsWith('shared.ts')), 'the metafile says front.js holds shared.ts').toBe(true);
    // A lazy chunk waits for what it shares with the other lazy chunk (lib) and with the entry, through the loader.
    const lazy = Object.keys(code).find((f) => /^chunks\/lazy-/.test(f))!;
    expect(code[lazy]).toMatch(/^(const ?\{\w+:\w+\}=await \$dmImp\("\.\/chunk-[\w-]+\.js"\);){2}/);
    expect(code[lazy]).not.toMatch(/\bimport\s*[{"*]/);
    // A lazy chunk that may import() another tells the loader, first thing, that chunk's import closure (all levels,
    // nothing of front.js, nothing it imports itself), so that the loader preloads it beside the chunk.
    const lazy2 = Object.keys(code).find((f) => /^chunks\/lazy2-/.test(f))!;
    const deep = Object.keys(metafile.outputs).find((f) => /chunks\/deep-/.test(f))!;
    const statics = (f: string): string[] => metafile.outputs[f].imports.filter((i) => i.kind === 'import-statement').map((i) => i.path);
    const all = new Set<string>();
    const walk = (f: string) => statics(f).forEach((d) => !all.has(d) && (all.add(d), walk(d)));
    walk(deep);
    const own = new Set<string>();
    const walkOwn = (f: string) => statics(f).forEach((d) => !own.has(d) && (own.add(d), walkOwn(d)));
    walkOwn(Object.keys(metafile.outputs).find((f) => /chunks\/lazy2-/.test(f))!);
    const closure = [...all].filter((f) => !own.has(f)).map((f) => './' + path.basename(f));
    expect(all.size, "mid's chunk, lib's and, through it, the helpers").toBe(3);
    expect(closure.length, "mid's chunk: lazy2 imports the others itself").toBe(1);
    const told = /^globalThis\.\$dmDeps\?\.\((\{.*?\})\);/.exec(code[lazy2]);
    expect(told, 'the closures on the first line').not.toBeNull();
    expect(JSON.parse(told![1])).toEqual({ ['./' + path.basename(deep)]: expect.arrayContaining(closure) });
    expect(JSON.parse(told![1])['./' + path.basename(deep)]).toHaveLength(closure.length);

    // Run it: the rewritten chunks load through a loader that resolves them in chunks/ and takes the entry's own
    // exports, as src/retry.ts does.
    const out = fs.mkdtempSync(path.join(fixture, 'dist-'));
    for (const [name, text] of Object.entries(code)) {
      fs.mkdirSync(path.dirname(path.join(out, name)), { recursive: true });
      fs.writeFileSync(path.join(out, name), text);
    }
    const asked: string[] = [];
    const loads = new Map<string, Promise<unknown>>();
    const closures: Record<string, string[]> = {};
    globalThis.$dmDeps = (map) => Object.assign(closures, map);
    globalThis.$dmImp = (spec: string, own?: object) => {
      const name = path.basename(spec);
      if (!loads.has(name)) {
        if (!own) asked.push(name);
        loads.set(name, own ? Promise.resolve(own) : import(pathToFileURL(path.join(out, 'chunks', name)).href));
      }
      return loads.get(name)!;
    };
    try {
      const front = await import(pathToFileURL(path.join(out, 'front.js')).href);
      // The entry's call counts 1, the lazy chunk's 2: the same module instance.
      expect(await front.go()).toBe('shared1+lib1+shared2');
      expect(await front.go2()).toBe('2+lib1');
      expect(Object.keys(closures)).toEqual(['./' + path.basename(deep)]); // told by lazy2 when it ran
      expect(await front.go3()).toBe('deep+lib1');
      expect(asked.some((f) => f.startsWith('lazy-'))).toBe(true);
      expect(asked).toContain(helper); // loaded where used, through the loader
      expect(asked).not.toContain(entryChunk); // what the entry has is not asked for
    } finally {
      delete globalThis.$dmImp;
      delete globalThis.$dmDeps;
    }
  });

  it('stops the build when a module the entry shares exports a variable (the lazy chunks would get a copy)', async () => {
    const { metafile, files } = await buildFixture();
    fs.writeFileSync(path.join(fixture, 'shared.ts'), `export let calls = 0;\nexport const shared = () => 'shared' + ++calls;`);
    try {
      await expect(mergeEntry(metafile, files)).rejects.toThrow(/shared\.ts exports a variable/);
    } finally {
      fs.writeFileSync(path.join(fixture, 'shared.ts'), SOURCES['shared.ts']);
    }
  });

  it('stops the build when the import form is not the expected one', async () => {
    const { metafile, files } = await buildFixture();
    const front = path.join(options.outdir, 'front.js');
    files.write(front, files.read(front).replaceAll('import("./', 'import ("./')); // a form the rewriting does not know
    expect(() => retryableImports(metafile, files)).toThrow(/esbuild's output changed shape in front\.js/);
  });
});

/**
 * A metafile of the project's shape, written by hand: the entry with a static chunk it shares, the runtime with the
 * chunk of its zod/mini and http client, the React host with React's chunk, the news definition with a chunk of its
 * calls, the news view, and a page behaviour. Paths as esbuild writes them (relative to the project's root).
 */
function fixtureMetafile() {
  const out = (entryPoint: string | undefined, inputs: string[], imports: [string, string][] = []) => ({
    ...(entryPoint ? { entryPoint } : {}),
    inputs: Object.fromEntries(inputs.map((i) => [i, { bytesInOutput: 1 }])),
    imports: imports.map(([path, kind]) => ({ path, kind })),
    exports: [],
    bytes: 1,
  });
  const S = 'import-statement';
  const D = 'dynamic-import';
  return {
    inputs: {
      'src/front.ts': { imports: [{ path: 'src/config.ts' }] },
      'src/config.ts': { imports: [{ path: 'src/log.ts' }, { path: 'widgets/news/first-calls.ts' }] },
      // The news first calls, in the entry, import the early images' part (an entry-time part).
      'widgets/news/first-calls.ts': { imports: [{ path: 'widgets/news/early-images.ts', kind: 'dynamic-import' }] },
      'widgets/news/early-images.ts': { imports: [{ path: 'widgets/news/images.ts' }] },
      'widgets/news/images.ts': { imports: [] },
      'src/log.ts': { imports: [] },
      'src/runtime.ts': { imports: [{ path: 'src/http.ts' }] },
      'src/http.ts': { imports: [{ path: 'node_modules/zod/v4/mini/schemas.js' }] },
      'node_modules/zod/v4/mini/schemas.js': { imports: [] },
      // Imported by none of the group: a root, but "sideEffects": false (esbuild would drop a bare import of it).
      'node_modules/zod/v4/core/api.js': { imports: [] },
      'src/react-host.tsx': { imports: [{ path: 'src/react-glue.ts' }] },
      'src/react-glue.ts': { imports: [] },
      'widgets/news/define.ts': { imports: [{ path: 'widgets/news/calls.ts' }, { path: 'widgets/news/early-images.ts' }] },
      'widgets/news/calls.ts': { imports: [] },
      'widgets/news/view.tsx': { imports: [] },
      'src/page/navigation.ts': { imports: [] },
    },
    outputs: {
      'dist/front.js': out('src/front.ts', ['src/front.ts'], [['dist/chunks/c-entry.js', S], ['dist/chunks/runtime.js', D], ['dist/chunks/news-define.js', D], ['dist/chunks/nav.js', D], ['dist/chunks/news-early.js', D]]),
      'dist/chunks/c-entry.js': out(undefined, ['src/config.ts', 'src/log.ts', 'widgets/news/first-calls.ts'], [['dist/chunks/news-early.js', D]]),
      'dist/chunks/news-early.js': out('widgets/news/early-images.ts', [], [['dist/chunks/c-entry.js', S], ['dist/chunks/c-early.js', S]]),
      'dist/chunks/c-early.js': out(undefined, ['widgets/news/early-images.ts', 'widgets/news/images.ts'], [['dist/chunks/c-entry.js', S]]),
      'dist/chunks/runtime.js': out('src/runtime.ts', ['src/runtime.ts'], [['dist/chunks/c-entry.js', S], ['dist/chunks/c-rt.js', S], ['dist/chunks/react-host.js', D]]),
      'dist/chunks/c-rt.js': out(undefined, ['src/http.ts', 'node_modules/zod/v4/mini/schemas.js', 'node_modules/zod/v4/core/api.js']),
      'dist/chunks/react-host.js': out('src/react-host.tsx', ['src/react-host.tsx'], [['dist/chunks/c-rt.js', S], ['dist/chunks/c-react.js', S]]),
      'dist/chunks/c-react.js': out(undefined, ['src/react-glue.ts']),
      'dist/chunks/news-define.js': out('widgets/news/define.ts', ['widgets/news/define.ts'], [['dist/chunks/c-entry.js', S], ['dist/chunks/c-rt.js', S], ['dist/chunks/c-news.js', S], ['dist/chunks/c-early.js', S], ['dist/chunks/news-view.js', D]]),
      'dist/chunks/c-news.js': out(undefined, ['widgets/news/calls.ts']),
      'dist/chunks/news-view.js': out('widgets/news/view.tsx', ['widgets/news/view.tsx'], [['dist/chunks/c-entry.js', S], ['dist/chunks/c-react.js', S], ['dist/chunks/c-news.js', S]]),
      'dist/chunks/nav.js': out('src/page/navigation.ts', ['src/page/navigation.ts'], [['dist/chunks/c-entry.js', S]]),
    },
  };
}

describe('build: the plan from a metafile', () => {
  it('co-loaded groups: each import() target imports the roots of what always loads before or with it', () => {
    const groups = coLoadedGroups(fixtureMetafile()) as Map<string, string[]>;
    expect(Object.fromEntries(groups)).toEqual({
      // Only what the entry shares: a page behaviour and the runtime run after the entry.
      'src/page/navigation.ts': ['src/config.ts'],
      'src/runtime.ts': ['src/config.ts'],
      // Widget code comes with the runtime: its http client too (zod's api.js is left out, its package is free of side
      // effects; schemas.js comes in through http.ts).
      'widgets/news/define.ts': ['src/config.ts', 'src/http.ts'],
      // The React host has React's chunk of its own (not itself).
      'src/react-host.tsx': ['src/config.ts', 'src/http.ts'],
      // A view: the runtime's, its definition's (news calls, early images) and React's groups.
      'widgets/news/view.tsx': ['src/config.ts', 'src/http.ts', 'widgets/news/calls.ts', 'widgets/news/early-images.ts', 'src/react-host.tsx'],
      // A part the entry's own code imports runs before the runtime and the definition: only the entry's group.
      'widgets/news/early-images.ts': ['src/config.ts'],
    });
  });

  it("the preload map: for each chunk front.js may import(), its static imports, without itself, the entry's, and for a widget type's definition the runtime's; with a rendering type's definition, its first render's", () => {
    expect(preloadMap(fixtureMetafile())).toEqual({
      'runtime.js': ['c-rt.js'],
      // Not c-rt.js: the runtime is imported with every definition. News has first calls the entry starts (it renders
      // as soon as their answers come): with its definition, what its first render needs whatever the mode, React
      // (what the React host imports) and what every view imports (here its one view, itself included); so its view,
      // under 'news.view', needs nothing more (an empty list is left out).
      'news-define.js': ['c-news.js', 'c-early.js', 'c-react.js', 'news-view.js'],
      'news-early.js': ['c-early.js'], // the entry-time part: its chunk comes with the first calls
      // (nav.js imports only what front.js holds: nothing to preload. The runtime's import() of the React host and the
      // definition's of its view are not front.js's: those chunks tell the loader their closures, $dmDeps.)
    });
  });
});

/** dist/ files in a Map, with the read/write/remove the build's steps take. */
function memoryDist(entries: [string, string][]) {
  const abs = (f: string) => path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', f);
  const files = new Map<string, string>(entries.map(([f, text]) => [abs(f), text]));
  const io = { read: (f: string) => files.get(f) ?? '', write: (f: string, code: string) => void files.set(f, code), remove: (f: string) => void files.delete(f) };
  return { files, io, get: (f: string) => files.get(abs(f)), has: (f: string) => files.has(abs(f)) };
}

describe('compile hints', () => {
  it("front.js, the runtime, the React host, the definitions and what a type that renders at once may import for that render start with V8's compile hint, with the chunks they import; their maps shift by a line; the other chunks are left as they are; a second pass adds nothing", () => {
    const map = JSON.stringify({ version: 3, sources: ['../src/x.ts'], mappings: 'AAAA', names: [] });
    const chunks = ['runtime', 'zod', 'react-host', 'react', 'news-define', 'news-view', 'cards', 'map-define', 'map-view', 'mustache', 'tooltip'];
    const dist = memoryDist([
      ['dist/front.js', 'var a=1;\n//# sourceMappingURL=front.js.map\n'],
      ['dist/front.js.map', map],
      ...chunks.map((c): [string, string] => [`dist/chunks/${c}.js`, `var ${c.replace('-', '_')}=1;\n`]),
    ]);
    const to = (kind: string, ...names: string[]) => names.map((n) => ({ path: `dist/chunks/${n}.js`, kind }));
    const output = (entryPoint: string | undefined, ...imports: { path: string; kind: string }[]) => ({ entryPoint, inputs: {}, imports });
    const metafile = {
      inputs: { 'widgets/news/first-calls.ts': {} }, // news renders as soon as its first answers come; the map does not
      outputs: {
        'dist/front.js': output('src/front.ts', ...to('dynamic-import', 'runtime', 'news-define', 'map-define', 'tooltip')),
        'dist/front.js.map': output(undefined),
        'dist/chunks/runtime.js': output('src/runtime.ts', ...to('import-statement', 'zod'), ...to('dynamic-import', 'react-host')),
        'dist/chunks/zod.js': output(undefined),
        'dist/chunks/react-host.js': output('src/react-host.tsx', ...to('import-statement', 'react')),
        'dist/chunks/react.js': output(undefined),
        'dist/chunks/news-define.js': output('widgets/news/define.ts', ...to('import-statement', 'zod'), ...to('dynamic-import', 'news-view')),
        'dist/chunks/news-view.js': output('widgets/news/view.tsx', ...to('import-statement', 'cards', 'react')),
        'dist/chunks/cards.js': output(undefined),
        'dist/chunks/map-define.js': output('widgets/map/define.ts', ...to('dynamic-import', 'map-view')),
        'dist/chunks/map-view.js': output('widgets/map/view.tsx', ...to('import-statement', 'mustache', 'react')),
        'dist/chunks/mustache.js': output(undefined),
        'dist/chunks/tooltip.js': output('src/page/tooltip.ts'),
      },
    };
    compileHints(metafile, dist.io);
    compileHints(metafile, dist.io);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
    expect(dist.get('dist/front.js')).toBe(COMPILE_HINT + '\nvar a=1;\n//# sourceMappingURL=front.js.map\n');
    expect(JSON.parse(dist.get('dist/front.js.map')!).mappings).toBe(';AAAA');
    const hinted = chunks.filter((c) => dist.get(`dist/chunks/${c}.js`)!.startsWith(COMPILE_HINT + '\n'));
    expect(hinted).toEqual(['runtime', 'zod', 'react-host', 'react', 'news-define', 'news-view', 'cards', 'map-define']);
    expect(dist.get('dist/chunks/cards.js')).toBe(COMPILE_HINT + '\nvar cards=1;\n');
    expect(dist.get('dist/chunks/map-view.js')).toBe('var map_view=1;\n');
    expect(dist.has('dist/chunks/react.js.map')).toBe(false);
  });
});

describe('source maps', () => {
  it("drops a map without sources (a chunk of re-exports only: DevTools' and Lighthouse's parser throws on it) and its comment, and keeps the others", () => {
    const dist = memoryDist([
      ['dist/chunks/a.js', 'export{b as x}from"./c.js";\n//dm-build 12345678\n//# sourceMappingURL=a.js.map\n'],
      ['dist/chunks/a.js.map', JSON.stringify({ version: 3, sources: [], sourcesContent: [], mappings: ';', names: [] })],
      ['dist/chunks/b.js', 'var b=1;\n//dm-build 12345678\n//# sourceMappingURL=b.js.map\n'],
      ['dist/chunks/b.js.map', JSON.stringify({ version: 3, sources: ['../../src/b.ts'], mappings: 'AAAA', names: [] })],
    ]);
    dropEmptySourceMaps({ outputs: { 'dist/chunks/a.js': {}, 'dist/chunks/a.js.map': {}, 'dist/chunks/b.js': {}, 'dist/chunks/b.js.map': {} } }, dist.io);
    expect(dist.has('dist/chunks/a.js.map')).toBe(false);
    expect(dist.get('dist/chunks/a.js')).toBe('export{b as x}from"./c.js";\n//dm-build 12345678\n');
    expect(dist.has('dist/chunks/b.js.map')).toBe(true);
    expect(dist.get('dist/chunks/b.js')).toMatch(/\/\/# sourceMappingURL=b\.js\.map\n$/);
  });
});

describe('chunk names', () => {
  it(`keep ${HASH_LENGTH} characters of the content hash: files, their maps and every reference renamed, the metafile too; two chunks that would share a name stop the build`, () => {
    const dist = memoryDist([
      ['dist/front.js', '$dmImp("./chunks/view-ABCDEFGH.js");var m={"view-ABCDEFGH.js":["chunk-QRSTUVWX.js"]};\n'],
      ['dist/chunks/view-ABCDEFGH.js', 'import"./chunk-QRSTUVWX.js";\n//# sourceMappingURL=view-ABCDEFGH.js.map\n'],
      ['dist/chunks/view-ABCDEFGH.js.map', '{"version":3,"sources":["../../widgets/news/view.tsx"],"mappings":"AAAA-ABCDEFGH"}'],
      ['dist/chunks/chunk-QRSTUVWX.js', 'var q=1;\n'],
    ]);
    const metafile = {
      outputs: {
        'dist/front.js': { imports: [{ path: 'dist/chunks/view-ABCDEFGH.js', kind: 'dynamic-import' }] },
        'dist/chunks/view-ABCDEFGH.js': { imports: [{ path: 'dist/chunks/chunk-QRSTUVWX.js', kind: 'import-statement' }] },
        'dist/chunks/view-ABCDEFGH.js.map': { imports: [] },
        'dist/chunks/chunk-QRSTUVWX.js': { imports: [] },
      },
    };
    shortNames(metafile, dist.io);
    expect(dist.get('dist/front.js')).toBe('$dmImp("./chunks/view-ABCDE.js");var m={"view-ABCDE.js":["chunk-QRSTU.js"]};\n');
    expect(dist.get('dist/chunks/view-ABCDE.js')).toBe('import"./chunk-QRSTU.js";\n//# sourceMappingURL=view-ABCDE.js.map\n');
    // A map's mappings are not names: left as they are.
    expect(dist.get('dist/chunks/view-ABCDE.js.map')).toContain('"mappings":"AAAA-ABCDEFGH"');
    for (const gone of ['dist/chunks/view-ABCDEFGH.js', 'dist/chunks/view-ABCDEFGH.js.map', 'dist/chunks/chunk-QRSTUVWX.js']) expect(dist.has(gone), gone).toBe(false);
    expect(Object.keys(metafile.outputs).sort()).toEqual(['dist/chunks/chunk-QRSTU.js', 'dist/chunks/view-ABCDE.js', 'dist/chunks/view-ABCDE.js.map', 'dist/front.js']);
    expect(metafile.outputs['dist/front.js'].imports[0].path).toBe('dist/chunks/view-ABCDE.js');

    const clash = { outputs: { 'dist/chunks/a-ABCDEFGH.js': { imports: [] }, 'dist/chunks/a-ABCDEXYZ.js': { imports: [] } } };
    expect(() => shortNames(clash, memoryDist([]).io)).toThrow(/would both be named dist\/chunks\/a-ABCDE\.js/);
  });
});
