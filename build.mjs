#!/usr/bin/env node
// Builds dist/: the stable entry front.js plus content-hashed chunks (ESM, code splitting, minified, ES2020, source
// maps), dist/front.d.ts, and dist/size-report.json (raw and gzip bytes of each output, the entry alone, and the
// entry plus each widget type). `node build.mjs --watch` rebuilds on change.
// Two passes: the first (in memory) finds which chunks the runtime and each widget definition import statically; the
// second gives that list to the entry (the content of src/preload-map.ts), which modulepreloads them all at once
// instead of discovering them import by import. Only front.js differs between the passes: the chunks keep their names.
import * as esbuild from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(root, 'dist');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

export const options = {
  absWorkingDir: root,
  entryPoints: ['src/front.ts', 'src/front.css'],
  entryNames: '[name]',
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  target: 'es2020',
  minify: true,
  sourcemap: true,
  metafile: true,
  legalComments: 'linked',
  chunkNames: 'chunks/[name]-[hash]',
  define: { 'process.env.NODE_ENV': '"production"', __VERSION__: JSON.stringify(pkg.version) },
  logLevel: 'warning',
};

const gzip = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

const outputsOf = (metafile) => Object.fromEntries(Object.entries(metafile.outputs).map(([f, o]) => [path.relative(outdir, path.resolve(root, f)), o]));

/** The static-import closure of an output (what the browser fetches with it), as dist-relative paths. */
function closureOf(byFile, start, seen = new Set()) {
  if (!start || seen.has(start)) return seen;
  seen.add(start);
  for (const imp of byFile[start]?.imports ?? []) if (imp.kind === 'import-statement') closureOf(byFile, path.relative(outdir, path.resolve(root, imp.path)), seen);
  return seen;
}

const chunkOf = (byFile, source) => Object.keys(byFile).find((f) => byFile[f].entryPoint === source);

/** For the entry: the chunks (paths relative to front.js) of the runtime and of each widget type's definition. */
export function preloadMap(metafile) {
  const byFile = outputsOf(metafile);
  const entry = closureOf(byFile, 'front.js');
  const lazy = (source) => [...closureOf(byFile, chunkOf(byFile, source))].filter((f) => !entry.has(f)).map((f) => './' + f);
  const map = { runtime: lazy('src/runtime.ts') };
  for (const dir of fs.readdirSync(path.join(root, 'widgets'))) map[dir] = lazy(`widgets/${dir}/define.ts`);
  return map;
}

/** Replaces the content of src/preload-map.ts with the map. */
const preloadModule = (map) => ({
  name: 'preload-map',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]preload-map\.ts$/ }, () => ({ contents: `export default ${JSON.stringify(map)};`, loader: 'js' }));
  },
});

const withPreload = (map, plugins = []) => ({ ...options, plugins: [preloadModule(map), ...plugins] });

/** Sizes from the metafile: every JS output, the entry alone, and the entry plus what each widget type loads. */
export function sizeReport(metafile) {
  const outputs = Object.entries(metafile.outputs).filter(([f]) => f.endsWith('.js') || f.endsWith('.css'));
  const rel = (f) => path.relative(outdir, path.resolve(root, f));
  const files = Object.fromEntries(outputs.map(([f, o]) => [rel(f), { raw: o.bytes, gzip: gzip(path.resolve(root, f)), entryPoint: o.entryPoint }]));
  const byFile = outputsOf(metafile);
  // Closure of static imports (what the browser fetches with a chunk), not dynamic ones (what loads on demand).
  const closure = (start, seen) => closureOf(byFile, start, seen);
  const total = (set) => [...set].reduce((t, f) => ({ raw: t.raw + files[f].raw, gzip: t.gzip + files[f].gzip }), { raw: 0, gzip: 0 });
  const entry = closure('front.js');
  const runtime = chunkOf(byFile, 'src/runtime.ts');
  const host = chunkOf(byFile, 'src/react-host.tsx');
  const widgets = {};
  for (const dir of fs.readdirSync(path.join(root, 'widgets'))) {
    // The widget's code is what its define.ts loads: widgets/<type>/view.tsx (further import()s are not counted).
    const view = chunkOf(byFile, `widgets/${dir}/view.tsx`);
    if (!view) continue;
    const set = new Set(entry);
    for (const start of [runtime, host, view]) if (start) closure(start, set);
    widgets[dir] = { ...total(set), files: [...set].sort() };
  }
  return { version: pkg.version, files, entry: total(entry), widgets };
}

/**
 * esbuild's code splitting makes each entry point import the chunk of its runtime helpers even when it uses none of
 * them (evanw/esbuild#1892): front.js fetched such a chunk on every page for nothing. The chunk only defines helpers
 * (no input module, no side effect), so a bare import of it is blanked out (same length: the source maps still hold)
 * and dropped from the metafile; outputs that use a helper import it by name and keep it.
 */
function dropBareHelperImports(metafile, files = disk) {
  const helpers = new Set(Object.entries(metafile.outputs).filter(([f, o]) => f.endsWith('.js') && !o.entryPoint && !Object.keys(o.inputs).length).map(([f]) => f));
  if (!helpers.size) return;
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!file.endsWith('.js')) continue;
    const target = path.resolve(root, file);
    let code = files.read(target);
    output.imports = output.imports.filter((imp) => {
      if (imp.kind !== 'import-statement' || !helpers.has(imp.path)) return true;
      const rel = './' + path.relative(path.dirname(target), path.resolve(root, imp.path)).split(path.sep).join('/');
      if (code.includes(`from"${rel}"`)) return true; // a helper is used
      code = code.replace(`import"${rel}";`, (bare) => ' '.repeat(bare.length)); // (already blank in a watch rebuild)
      return false;
    });
    files.write(target, code);
  }
}

const disk = { read: (file) => fs.readFileSync(file, 'utf8'), write: (file, code) => fs.writeFileSync(file, code) };

/** The same on a build kept in memory (write: false). */
const inMemory = (result) => {
  const byPath = new Map(result.outputFiles.map((f) => [f.path, f.text]));
  return { read: (file) => byPath.get(file) ?? '', write: (file, code) => byPath.set(file, code) };
};

async function writeExtras(result) {
  dropBareHelperImports(result.metafile);
  fs.copyFileSync(path.join(root, 'src/dm-front.d.ts'), path.join(outdir, 'front.d.ts'));
  const report = sizeReport(result.metafile);
  fs.writeFileSync(path.join(outdir, 'size-report.json'), JSON.stringify(report, null, 2) + '\n');
  fs.writeFileSync(path.join(outdir, 'meta.json'), JSON.stringify(result.metafile));
  return report;
}

const reportPlugin = {
  name: 'size-report',
  setup(build) {
    build.onEnd(async (result) => {
      if (result.errors.length) return;
      const report = await writeExtras(result);
      const kb = (n) => (n / 1024).toFixed(1) + ' KB';
      const parts = Object.entries(report.widgets).map(([w, s]) => `+${w} ${kb(s.gzip)}`).join(', ');
      console.log(`[build] dist/front.js ${kb(report.entry.gzip)} gzip (entry); with widgets: ${parts}`);
    });
  },
};

/** The preload map of the current sources (first pass, in memory). */
const firstPass = async () => {
  const result = await esbuild.build({ ...withPreload({}), write: false, logLevel: 'silent' });
  dropBareHelperImports(result.metafile, inMemory(result));
  return preloadMap(result.metafile);
};

/** Build dist/ once; with watch, rebuild on change (a change of the chunk set restarts with the new preload map). */
export async function build({ watch = false } = {}) {
  fs.rmSync(outdir, { recursive: true, force: true });
  let map = await firstPass();
  if (!watch) {
    const result = await esbuild.build(withPreload(map, [reportPlugin]));
    const again = preloadMap(result.metafile);
    if (JSON.stringify(again) !== JSON.stringify(map)) throw new Error('build: the chunks changed between the two passes');
    return result;
  }
  let ctx;
  let stopped = false;
  const start = async () => {
    const restart = {
      name: 'preload-restart',
      setup(b) {
        b.onEnd((result) => {
          if (result.errors.length || stopped) return;
          const next = preloadMap(result.metafile);
          if (JSON.stringify(next) === JSON.stringify(map)) return;
          map = next; // new or renamed chunks: rebuild the entry with their names
          const old = ctx;
          setImmediate(() => old.dispose().then(start));
        });
      },
    };
    ctx = await esbuild.context(withPreload(map, [reportPlugin, restart]));
    await ctx.watch();
  };
  await start();
  return { dispose: async () => { stopped = true; await ctx.dispose(); } };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const watch = process.argv.includes('--watch');
  build({ watch }).catch((e) => {
    console.error(e.message ?? e);
    process.exit(1);
  });
}
