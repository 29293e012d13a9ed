#!/usr/bin/env node
// Builds dist/: the stable entry front.js plus content-hashed chunks (ESM, code splitting, minified, ES2020, source
// maps), dist/front.d.ts, and dist/size-report.json (raw and gzip bytes of each output, the entry alone, and the
// entry plus each widget type). `node build.mjs --watch` rebuilds on change.
// Three passes. Two in memory: a plain build finds which modules always load together (coLoadedGroups); the same
// build with those groups finds which chunks each chunk that front.js may import() imports statically. The last gives
// that map to the entry (the content of src/preload-map.ts), whose chunk loader modulepreloads them beside the chunk
// instead of letting it discover them import by import. Only front.js differs between the last two: the chunks keep
// their names.
// Then the output is rewritten: bare helper imports out, imports through the chunk loader, and the entry's shared
// chunk merged into front.js (by a fourth esbuild pass over the output), so that the entry is one request.
import * as esbuild from 'esbuild';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(root, 'dist');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

/**
 * Names the source uses as globals, written in by the build and by the test config (test/vitest.config.ts): the event
 * the chunk loader (src/retry.ts, in the entry) tells a failure with, and the modules that listen to it (code-wait.ts,
 * the map's loader) share one spelling at no cost to the entry. Declared in src/build-constants.d.ts.
 */
export const constants = { __CHUNK_EVENT__: JSON.stringify('dm-chunk') };

export const options = {
  absWorkingDir: root,
  entryPoints: ['src/front.ts', 'src/front.css'],
  entryNames: '[name]',
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  target: 'es2020',
  supported: { 'class-private-field': true, 'class-private-method': true, 'class-private-static-field': true, 'class-private-static-method': true, 'class-private-brand-check': true, 'class-private-accessor': true, 'class-private-static-accessor': true },
  minify: true,
  sourcemap: true,
  metafile: true,
  legalComments: 'linked',
  chunkNames: 'chunks/[name]-[hash]',
  // A chunk's name hashes esbuild's output, before this file rewrites it (below): a change of the rewriting alone would
  // give new content under an old name, which browsers cache for good (README "Deploying dist/"). The fingerprint of
  // this file in every output makes such a change rename the chunks.
  footer: { js: `//dm-build ${crypto.createHash('sha256').update(fs.readFileSync(fileURLToPath(import.meta.url))).digest('hex').slice(0, 8)}` },
  define: { 'process.env.NODE_ENV': '"production"', __VERSION__: JSON.stringify(pkg.version), ...constants },
  logLevel: 'warning',
};

const gzip = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** A metafile path (relative to the project) as a path in dist/. */
const inDist = (file) => path.relative(outdir, path.resolve(root, file));

export const outputsOf = (metafile) => Object.fromEntries(Object.entries(metafile.outputs).map(([f, o]) => [inDist(f), o]));

/** The static-import closure of an output (what the browser fetches with it), as dist-relative paths. */
export function closureOf(byFile, start, seen = new Set()) {
  if (!start || seen.has(start)) return seen;
  seen.add(start);
  for (const imp of byFile[start]?.imports ?? []) if (imp.kind === 'import-statement') closureOf(byFile, inDist(imp.path), seen);
  return seen;
}

/** The widget types: the folders of widgets/ (widgets/index.ts lists them for the entry). */
const widgetTypes = () => fs.readdirSync(path.join(root, 'widgets'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

/** Whether a widget type renders as soon as its first answers come: the entry starts its first calls (widgets/<type>/first-calls.ts). */
const rendersAtOnce = (metafile, type) => Boolean(metafile.inputs?.[`widgets/${type}/first-calls.ts`]);

const chunkOf = (byFile, source) => Object.keys(byFile).find((f) => byFile[f].entryPoint === source);

/**
 * For the entry's chunk loader: the chunks each chunk that front.js may `import()` imports statically, all levels (by
 * file name in chunks/), without what front.js holds; for a widget type's definition, without what the runtime's brings
 * too (the runtime always loads beside a definition). The loader preloads them beside the chunk (src/retry.ts), so its
 * imports come in the same round trip instead of one level at a time. Chunks with nothing to preload are left out.
 * A type whose first calls the entry starts (widgets/<type>/first-calls.ts) renders as soon as its answers come: its
 * definition's list also holds what its first render needs whatever its mode, React and the chunks that every view
 * of the type (each import() target of the definition) imports, so that React is on its way with the
 * definition rather than one round trip after it; and, under "<type>.<module>", each of its views (widgets/<type>/
 * view.tsx: "news.view") with what it needs beyond that, which the launcher preloads where the type's first calls
 * planned that view (src/retry.ts preloadView), to run once the runtime has prepared the widget.
 */
export function preloadMap(metafile) {
  const byFile = outputsOf(metafile);
  const entry = closureOf(byFile, 'front.js');
  const imports = (chunk, taken = new Set()) => [...closureOf(byFile, chunk)].filter((f) => f !== chunk && !entry.has(f) && !taken.has(f));
  const runtime = chunkOf(byFile, 'src/runtime.ts');
  const withRuntime = new Set([runtime, ...imports(runtime)]);
  const host = chunkOf(byFile, 'src/react-host.tsx');
  const rendering = new Map(widgetTypes().filter((t) => rendersAtOnce(metafile, t)).map((t) => [chunkOf(byFile, `widgets/${t}/define.ts`), t]));
  const definitions = new Set(widgetTypes().map((t) => chunkOf(byFile, `widgets/${t}/define.ts`)));
  /**
   * What every import() target of a definition imports (all levels), with what the React host imports (React; not the
   * host's own chunk, a few hundred bytes the runtime asks for as it prepares the widget: the entry's bytes are counted).
   */
  const firstRender = (define) => {
    const views = byFile[define].imports.filter((i) => i.kind === 'dynamic-import').map((i) => closureOf(byFile, inDist(i.path)));
    const common = views.length ? [...views[0]].filter((f) => views.every((v) => v.has(f))) : [];
    return [...(host ? closureOf(byFile, host) : [])].filter((f) => f !== host).concat(common);
  };
  const map = {};
  for (const target of new Set([...entry].flatMap((f) => byFile[f].imports.filter((i) => i.kind === 'dynamic-import').map((i) => inDist(i.path))))) {
    let list = imports(target, definitions.has(target) ? withRuntime : undefined);
    if (rendering.has(target)) {
      list = [...new Set([...list, ...firstRender(target)])].filter((f) => f !== target && !entry.has(f) && !withRuntime.has(f));
      // Each view of the type, under "<type>.<module>" (src/retry.ts preloadView): its chunk and what it needs beyond
      // what the definition's list brings.
      const brought = new Set([target, ...list, ...entry, ...withRuntime]);
      for (const i of byFile[target].imports.filter((i) => i.kind === 'dynamic-import')) {
        const source = byFile[inDist(i.path)].entryPoint ?? '';
        if (path.dirname(source) !== `widgets/${rendering.get(target)}`) continue;
        const needs = [...closureOf(byFile, inDist(i.path))].filter((f) => !brought.has(f)).map((f) => path.basename(f));
        if (needs.length) map[`${rendering.get(target)}.${path.basename(source).replace(/\.tsx?$/, '')}`] = needs;
      }
    }
    if (list.length) map[path.basename(target)] = list.map((f) => path.basename(f));
  }
  return map;
}

/**
 * The widget parts that a type's entry-time code imports (widgets/<type>/first-calls.ts: the news early images). They
 * run before the runtime and the definition have come: they bring what they import and no more (coLoadedGroups).
 */
export function entryTimeParts(metafile) {
  const byFile = outputsOf(metafile);
  const modules = [...closureOf(byFile, 'front.js')].flatMap((f) => Object.keys(byFile[f].inputs)).filter((m) => m !== 'widgets/index.ts');
  return new Set(modules.flatMap((m) => metafile.inputs[m].imports.filter((i) => i.kind === 'dynamic-import' && i.path.startsWith('widgets/')).map((i) => i.path)));
}

/** Replaces the content of src/preload-map.ts with the map. */
const preloadModule = (map) => ({
  name: 'preload-map',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]preload-map\.ts$/ }, () => ({ contents: `export default ${JSON.stringify(map)};`, loader: 'js' }));
  },
});

/**
 * Fewer, larger chunks. esbuild puts each module in the chunk of the exact set of entry points (the entry and every
 * import() target) that reach it, so modules that always load together still land in many small chunks, each paying
 * its own request, gzip and import glue.
 * Yet an import() target only ever runs after the entry, a widget's code only after the runtime chunk it is loaded
 * beside, and a view's JSX only with React. So those targets may import these modules at no cost (they are loaded
 * already, or with them); the build adds the imports, which gives the modules of a group one and the same set of
 * entry points, hence one chunk. The groups come from a plain build (pass 0):
 * - what the entry shares with later chunks → every import() target of ours;
 * - what the runtime chunk brings (zod/mini, the http client, the errors) → the widgets' code and the React host;
 * - what the React host brings (React's four packages) → every .tsx target (views);
 * - what a widget type's definition brings beyond its own chunk → the type's other targets (its view comes after it).
 */
export function coLoadedGroups(metafile) {
  const byFile = outputsOf(metafile);
  const own = (source) => new Set(Object.keys(byFile[chunkOf(byFile, source)]?.inputs ?? {}));
  const modules = (start, taken) => {
    const seen = new Set();
    for (const f of closureOf(byFile, chunkOf(byFile, start))) for (const m of Object.keys(byFile[f].inputs)) if (!taken.has(m)) seen.add(m);
    return seen;
  };
  // A group is imported by its roots (the modules no other module of the group imports): the rest follows. esbuild
  // drops a bare import of a package module marked "sideEffects": false; such a root comes in through our modules.
  const roots = (group) => {
    const inner = new Set([...group].flatMap((m) => metafile.inputs[m].imports.map((i) => i.path)));
    return [...group].filter((m) => !inner.has(m) && !sideEffectFree(m));
  };
  const entry = modules('src/front.ts', own('src/front.ts'));
  const runtime = modules('src/runtime.ts', new Set([...own('src/runtime.ts'), ...entry]));
  // The React host's own modules too (react-dom/client, the host): no view renders without them.
  const react = modules('src/react-host.tsx', new Set([...entry, ...runtime]));
  const [entryRoots, runtimeRoots, reactRoots] = [entry, runtime, react].map(roots);
  // What a widget type's definition brings beyond its own chunk → the type's other targets (its view and parts).
  const definitionRoots = new Map(widgetTypes().map((t) => {
    const define = `widgets/${t}/define.ts`;
    return [t, roots(modules(define, new Set([...own(define), ...entry, ...runtime])))];
  }));
  const targets = Object.values(byFile).map((o) => o.entryPoint).filter((e) => e && e !== 'src/front.ts' && /^(src|widgets)\/.*\.tsx?$/.test(e));
  const entryTime = entryTimeParts(metafile);
  const widgetCode = (e) => (e.startsWith('widgets/') && !entryTime.has(e)) || e === 'src/react-host.tsx';
  const definitionOf = (e) => (/^widgets\/([^/]+)\/(?!define\.ts$)/.exec(e)?.[1] ?? '');
  return new Map(targets.map((e) => [e, [
    ...entryRoots,
    ...(widgetCode(e) ? runtimeRoots : []),
    ...((widgetCode(e) && definitionRoots.get(definitionOf(e))) || []),
    ...(e.endsWith('.tsx') ? reactRoots : []),
  ].filter((m) => m !== e)]));
}

/** Whether a module is in a package whose package.json says "sideEffects": false. */
function sideEffectFree(module) {
  if (!module.startsWith('node_modules/')) return false;
  for (let dir = path.dirname(path.join(root, module)); dir.startsWith(path.join(root, 'node_modules')); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).sideEffects === false;
  }
  return false;
}

/** Adds the imports of coLoadedGroups() to the import() targets' sources. */
const coLoaded = (imports) => ({
  name: 'co-loaded',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const extra = imports.get(path.relative(root, args.path).split(path.sep).join('/'));
      if (!extra?.length) return undefined;
      // Relative specifiers: an absolute path would be in the source maps (publishing the build's folder) and would
      // change esbuild's short variable names, so the chunks' content and names, with the folder the build ran in.
      const from = path.dirname(args.path);
      const added = extra.map((m) => `import ${JSON.stringify('./' + path.relative(from, path.resolve(root, m)).split(path.sep).join('/'))};`).join('');
      return { contents: `${fs.readFileSync(args.path, 'utf8')}\n${added}\n`, loader: path.extname(args.path).slice(1) };
    });
  },
});

const withPreload = (map, groups, plugins = []) => ({ ...options, plugins: [preloadModule(map), coLoaded(groups), ...plugins] });

/** Sizes from the metafile: every JS output, the entry alone, and the entry plus what each widget type loads. */
export function sizeReport(metafile) {
  const outputs = Object.entries(metafile.outputs).filter(([f]) => f.endsWith('.js') || f.endsWith('.css'));
  const files = Object.fromEntries(outputs.map(([f, o]) => [inDist(f), { raw: o.bytes, gzip: gzip(path.resolve(root, f)), entryPoint: o.entryPoint }]));
  const byFile = outputsOf(metafile);
  // Closure of static imports (what the browser fetches with a chunk), not dynamic ones (what loads on demand).
  const closure = (start, seen) => closureOf(byFile, start, seen);
  const total = (set) => [...set].reduce((t, f) => ({ raw: t.raw + files[f].raw, gzip: t.gzip + files[f].gzip }), { raw: 0, gzip: 0 });
  const entry = closure('front.js');
  const runtime = chunkOf(byFile, 'src/runtime.ts');
  const host = chunkOf(byFile, 'src/react-host.tsx');
  const widgets = {};
  for (const dir of widgetTypes()) {
    // The widget's code: its definition and the view that loads (further import()s are not counted).
    const define = chunkOf(byFile, `widgets/${dir}/define.ts`);
    const view = chunkOf(byFile, `widgets/${dir}/view.tsx`);
    if (!view) continue;
    const set = new Set(entry);
    for (const start of [runtime, host, define, view]) if (start) closure(start, set);
    widgets[dir] = { ...total(set), files: [...set].sort() };
  }
  return { version: pkg.version, files, entry: total(entry), widgets };
}

/**
 * esbuild's code splitting makes each entry point import the chunk of its runtime helpers even when it uses none of
 * them (evanw/esbuild#1892): front.js would fetch such a chunk on every page for nothing. It also gives a module of
 * re-exports only (src/core.ts) a chunk of its own, empty, which every chunk that imports the module fetches first.
 * Neither has a side effect (no module of its own with code, no import), so a bare import of one is blanked out (same
 * length: the source maps still hold) and dropped from the metafile; outputs that use a helper import it by name and
 * keep it.
 */
export function dropBareHelperImports(metafile, files = disk) {
  const inert = (o) => !o.entryPoint && !o.imports.length && Object.values(o.inputs).every((i) => !i.bytesInOutput);
  const helpers = new Set(Object.entries(metafile.outputs).filter(([f, o]) => f.endsWith('.js') && inert(o)).map(([f]) => f));
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

/** The outputs on disk ('' for a file that is not there, e.g. a source map not written). */
const disk = {
  read: (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''),
  write: (file, code) => fs.writeFileSync(file, code),
  remove: (file) => fs.rmSync(file, { force: true }),
};

/** The same on a build kept in memory (write: false). */
export const inMemory = (result) => {
  const byPath = new Map(result.outputFiles.map((f) => [f.path, f.text]));
  return { read: (file) => byPath.get(file) ?? '', write: (file, code) => byPath.set(file, code), remove: (file) => byPath.delete(file), paths: () => [...byPath.keys()] };
};

/**
 * Chunks that come back after a failed fetch (src/retry.ts). Browsers before 2026 keep a failed module fetch in their
 * module map, so neither `import()` of the same URL nor a chunk importing the failed one can ever load it again. So:
 * - every `import("./…")` of our code calls the loader instead (`$dmImp(` has the same length as `import(`, so the
 *   source maps hold), which tries a failed chunk again under a URL of its own until it loads;
 * - a lazily loaded chunk's static imports of other chunks (React, the runtime's zod/mini, shared code, what the entry
 *   shares with it) become a first line `const{a:b}=await $dmImp("./x.js");…` (a chunk that waits for a failed one is
 *   not failed itself: it need not be fetched or evaluated again), the import statements are blanked out (same length)
 *   and the source map gets an empty first line. The chunks of the entry's static closure are not rewritten: they
 *   become part of front.js (mergeEntry, below), which hands their exports to the loader;
 * - so a lazy chunk asks for its imports only once it runs, one level at a time: the first line of a lazy chunk that
 *   may `import()` others also tells the loader their import closures (`$dmDeps({"./view.js":["./a.js",…]})`, without
 *   what front.js holds and what the chunk itself imports), which it preloads beside the chunk. front.js's own `import()`s have the entry's preload map.
 */
export function retryableImports(metafile, files = disk) {
  const byFile = outputsOf(metafile);
  const entry = closureOf(byFile, 'front.js');
  const statement = /\s*import\s*(?:\{([^}]*)\}\s*from\s*|\*\s*as\s+([\w$]+)\s+from\s*)?"(\.\/[^"]+\.js)";?/y;
  for (const rel of Object.keys(byFile)) {
    if (!rel.endsWith('.js')) continue;
    const file = path.join(outdir, rel);
    const original = files.read(file);
    if (original.includes('$dmImp(')) continue; // done already (an output a watch rebuild left as it was)
    let code = original.replaceAll('import("./', '$dmImp("./');
    const imports = byFile[rel].imports.filter((i) => i.path.startsWith(path.relative(root, outdir)));
    if (imports.some((i) => i.kind === 'dynamic-import') && code === original) shapeChanged(rel, 'no import("./…") for its dynamic imports');
    const head = [];
    if (!entry.has(rel)) {
      const closures = {};
      // (Not the chunk's own static imports either: they have loaded before it runs, so before any of its import()s.)
      const own = closureOf(byFile, rel);
      for (const i of imports.filter((i) => i.kind === 'dynamic-import')) {
        const target = inDist(i.path);
        const deps = [...closureOf(byFile, target)].filter((f) => f !== target && !entry.has(f) && !own.has(f)).map((f) => './' + path.basename(f));
        if (deps.length) closures['./' + path.basename(target)] = deps;
      }
      // (Called only where there: a front.js cached from before, with the same chunk names, has no $dmDeps.)
      if (Object.keys(closures).length) head.push(`globalThis.$dmDeps?.(${JSON.stringify(closures)});`);
      statement.lastIndex = 0;
      for (let m; (m = statement.exec(code)); ) {
        const [text, names, namespace, spec] = m;
        const load = `await $dmImp(${JSON.stringify(spec)})`;
        const bound = names !== undefined ? `{${names.split(',').map((n) => n.trim().replace(/\s+as\s+/, ':')).join(',')}}` : namespace;
        head.push(bound ? `const ${bound}=${load};` : `${load};`);
        code = code.slice(0, m.index) + ' '.repeat(text.length) + code.slice(m.index + text.length);
      }
      const expected = imports.filter((i) => i.kind === 'import-statement').length + (head[0]?.startsWith('globalThis.$dmDeps') ? 1 : 0);
      if (head.length !== expected) shapeChanged(rel, `${expected} static imports in the metafile, ${head.length} import statements found`);
    }
    if (head.length) prependLine(file, head.join(''), code, files);
    else files.write(file, code);
  }
}

/** Writes `code` under a first line `line`; its source map, if any, gets an empty first line to match. */
function prependLine(file, line, code, files) {
  files.write(file, line + '\n' + code);
  const map = files.read(file + '.map');
  if (map) files.write(file + '.map', JSON.stringify({ ...JSON.parse(map), mappings: ';' + JSON.parse(map).mappings }));
}

/** The text patches above rely on the exact form of esbuild's minified imports: a change of it stops the build. */
function shapeChanged(file, what) {
  throw new Error(`build: esbuild's output changed shape in ${file} (${what}); the build's import rewriting (build.mjs) must follow it`);
}

/** A merged chunk's text by path, for a watch rebuild that leaves front.js to merge again but its chunk unwritten. */
const mergedChunks = new Map();

/**
 * One file for the entry. esbuild gives the entry a chunk of what it shares with lazily loaded chunks (the page
 * contract, the first calls, the news skeleton): a second request, one round trip after front.js, before any widget
 * can start. So the entry's static closure is bundled into front.js (an esbuild pass over the output, which chains the
 * source maps), and front.js hands each merged chunk's exports to the chunk loader (`$dmImp(spec, exports)`,
 * src/retry.ts), where the lazy chunks' imports of it (retryableImports) find them: one instance, no request.
 * The lazy chunks get those exports once (a copy, as with every import retryableImports rewrites), so a module of the
 * entry's closure may not export a binding it reassigns (`export let`): the build stops on one.
 */
export async function mergeEntry(metafile, files = disk) {
  const byFile = outputsOf(metafile);
  const merged = [...closureOf(byFile, 'front.js')].filter((f) => f !== 'front.js');
  if (!merged.length) return;
  for (const f of merged) {
    // Third-party code with a license comment has no place in the entry: the merge would drop the comment's file.
    if (files.read(path.join(outdir, f) + '.LEGAL.txt')) throw new Error(`build: ${f}, part of the entry, carries license comments (${f}.LEGAL.txt): the merge into front.js would drop them`);
    for (const input of Object.keys(byFile[f].inputs)) {
      const source = path.join(root, input);
      if (/\.[cm]?[jt]sx?$/.test(input) && !input.startsWith('node_modules/') && fs.existsSync(source) && /^\s*export\s+(let|var)\b/m.test(fs.readFileSync(source, 'utf8'))) {
        throw new Error(`build: ${input} exports a variable (export let/var) and is shared by the entry with lazy chunks, which get a copy of it: export a constant or a function instead`);
      }
    }
  }
  const front = path.join(outdir, 'front.js');
  const text = (file) => {
    const code = files.read(file) || mergedChunks.get(file) || '';
    if (code) mergedChunks.set(file, code);
    return code;
  };
  // (A watch rebuild may leave front.js as it was: merged already.)
  const before = text(front);
  if (merged.some((f) => before.includes(f))) {
    // The entry, then each merged chunk's exports to the loader (the chunk's own name, as a lazy chunk asks for it).
    const seed = merged.map((f, i) => {
      const names = byFile[f].exports;
      const bound = names.map((n, j) => `${n} as _${i}_${j}`).join(',');
      return { imports: `import{${bound}}from"./${f}";`, call: `globalThis.$dmImp?.(${JSON.stringify('./' + path.basename(f))},{${names.map((n, j) => `${n}:_${i}_${j}`).join(',')}});` };
    });
    const withMap = (file) => {
      const code = text(file);
      if (!code) throw new Error(`build: ${path.relative(root, file)} is missing: the entry cannot be merged`);
      const map = files.read(file + '.map');
      const body = code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
      return map ? `${body}//# sourceMappingURL=data:application/json;base64,${Buffer.from(map).toString('base64')}\n` : body;
    };
    const fromOutputs = {
      name: 'outputs',
      setup(b) {
        b.onResolve({ filter: /^\.\.?\// }, (args) => ({ path: path.resolve(args.resolveDir, args.path) }));
        b.onLoad({ filter: /\.js$/ }, (args) => ({ contents: withMap(args.path), loader: 'js', resolveDir: path.dirname(args.path) }));
      },
    };
    const result = await esbuild.build({
      absWorkingDir: root,
      stdin: { contents: `${seed.map((s) => s.imports).join('')}export*from"./front.js";${seed.map((s) => s.call).join('')}`, resolveDir: outdir, sourcefile: 'front-entry.js', loader: 'js' },
      outfile: front,
      bundle: true,
      format: 'esm',
      target: options.target,
      minify: true,
      sourcemap: Boolean(files.read(front + '.map')),
      legalComments: 'none',
      write: false,
      logLevel: 'silent',
      plugins: [fromOutputs],
    });
    for (const out of result.outputFiles) files.write(out.path, out.text);
  }
  const after = files.read(front);
  for (const f of merged) if (after.includes(f)) shapeChanged('front.js', `${f} is still imported after the merge`);
  for (const f of merged) for (const extra of ['', '.map']) files.remove(path.join(outdir, f) + extra);
  // The metafile as the files are now: front.js holds the merged chunks' modules and makes their import()s, and
  // nothing imports them.
  const key = (f) => Object.keys(metafile.outputs).find((k) => inDist(k) === f);
  const entry = metafile.outputs[key('front.js')];
  entry.bytes = Buffer.byteLength(after);
  for (const f of merged) {
    Object.assign(entry.inputs, metafile.outputs[key(f)].inputs);
    entry.imports.push(...metafile.outputs[key(f)].imports);
    delete metafile.outputs[key(f) + '.map'];
    delete metafile.outputs[key(f)];
  }
  const gone = new Set(merged.map((f) => path.join(outdir, f)));
  for (const o of Object.values(metafile.outputs)) o.imports = o.imports?.filter((i) => !gone.has(path.resolve(root, i.path)));
}

/**
 * A chunk of re-exports only (no source of its own) gets a source map without sources, which the source map parser
 * of DevTools and Lighthouse cannot read (it throws on the map's first line): such a map is dropped, with its comment.
 */
export function dropEmptySourceMaps(metafile, files = disk) {
  for (const out of Object.keys(metafile.outputs).filter((f) => f.endsWith('.js'))) {
    const file = path.resolve(root, out);
    const map = files.read(file + '.map');
    if (!map || JSON.parse(map).sources?.length) continue;
    files.remove(file + '.map');
    files.write(file, files.read(file).replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n'));
  }
}

/** V8's explicit compile hint (Chrome 136 and later; a comment to other engines): a file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The code a widget page runs at once gets the compile hint: front.js, the runtime chunk, the React host, every widget
 * type's definition, and for a type that renders as soon as its first answers come (rendersAtOnce) whatever its
 * definition may import for that render (its views and parts), each with the chunks it imports (React's, zod's). V8
 * then compiles all their functions on the thread that streams the file in, instead of each on the main thread when
 * first called; a hinted chunk a page does not load costs it nothing. Measured in Chromium 156 with marks around
 * each file's code, interleaved with the same build without the hint: Métiers at 390 px with DevTools attached,
 * React's evaluation median 47-56 -> 29-34 ms and the entry's 49-50 -> 36-44 ms; at 1280 px with nothing attached,
 * our chunks' evaluation 45 -> 25 ms. Then on the news chunks too
 * (definition, views, cards), cold Métiers at 300 ms latency with nothing attached: the first card came 7-9 ms after
 * the data, median of each of four runs of 7-9 loads, against 12-21 ms with the hint on front.js, React and zod only
 * (with DevTools attached, 14-21 ms either way).
 */
export function compileHints(metafile, files = disk) {
  const byFile = outputsOf(metafile);
  const eager = new Set(['front.js']);
  for (const source of ['src/runtime.ts', 'src/react-host.tsx']) closureOf(byFile, chunkOf(byFile, source), eager);
  for (const type of widgetTypes()) {
    const define = chunkOf(byFile, `widgets/${type}/define.ts`);
    if (!define) continue;
    closureOf(byFile, define, eager);
    if (!rendersAtOnce(metafile, type)) continue;
    for (const i of byFile[define].imports) if (i.kind === 'dynamic-import') closureOf(byFile, inDist(i.path), eager);
  }
  for (const rel of [...eager].filter((f) => f.endsWith('.js'))) {
    const file = path.join(outdir, rel);
    const code = files.read(file);
    if (code && !code.startsWith(COMPILE_HINT + '\n')) prependLine(file, COMPILE_HINT, code, files); // (else: an output a watch rebuild left as it was)
  }
}

/** How many characters of esbuild's 8-character content hash a chunk's name keeps (shortNames). */
export const HASH_LENGTH = 5;

/**
 * Chunk names keep the first HASH_LENGTH characters of esbuild's content hash: `define-6ZR2A.js`, not
 * `define-6ZR2ACCT.js`. Every chunk name is written in the entry (its import()s and the preload map) and in the chunks
 * that import it, and their random letters barely compress: three characters less on each saved about 100 B gzip in
 * front.js (measured on the entry of 2026-12-06, 8,276 → 8,172 B). Five base-32 characters still tell 33 million
 * contents apart: a changed chunk gets a new name, and two chunks of one build sharing a name stop the build. The
 * files, their source maps and every reference (in the outputs and the metafile) are renamed at the end.
 */
const LONG_NAME = new RegExp(`-([A-Z0-9]{${HASH_LENGTH}})[A-Z0-9]{${8 - HASH_LENGTH}}(\\.js(\\.map)?)\\b`, 'g');
/** A text with every chunk name in it shortened (shortNames). */
const short = (text) => text.replace(LONG_NAME, '-$1$2');

export function shortNames(metafile, files = disk) {
  const renamed = new Map();
  for (const out of Object.keys(metafile.outputs)) {
    const to = short(out);
    if (to === out) continue;
    const clash = [...renamed].find(([from, t]) => t === to && from !== out);
    if (clash) throw new Error(`build: ${out} and ${clash[0]} would both be named ${to}`);
    renamed.set(out, to);
  }
  for (const out of Object.keys(metafile.outputs)) {
    const from = path.resolve(root, out);
    const code = files.read(from);
    if (!code) continue; // not written (a source map dropped)
    files.write(path.resolve(root, renamed.get(out) ?? out), short(code));
    if (renamed.has(out)) files.remove(from);
  }
  for (const [out, o] of Object.entries(metafile.outputs)) {
    for (const i of o.imports ?? []) i.path = short(i.path);
    if (renamed.has(out)) {
      delete metafile.outputs[out];
      metafile.outputs[renamed.get(out)] = o;
    }
  }
}

async function writeExtras(result) {
  dropBareHelperImports(result.metafile);
  retryableImports(result.metafile);
  await mergeEntry(result.metafile);
  compileHints(result.metafile);
  dropEmptySourceMaps(result.metafile);
  shortNames(result.metafile);
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

/** The co-loaded groups (pass 0) and the preload map (pass 1) of the current sources, from builds kept in memory. */
const plan = async () => {
  const plain = await esbuild.build({ ...withPreload({}, new Map()), write: false, logLevel: 'silent' });
  const groups = coLoadedGroups(plain.metafile);
  const result = await esbuild.build({ ...withPreload({}, groups), write: false, logLevel: 'silent' });
  dropBareHelperImports(result.metafile, inMemory(result));
  return { groups, map: preloadMap(result.metafile) };
};

/** Build dist/ once; with watch, rebuild on change (a change of the chunk set restarts with a new plan). */
export async function build({ watch = false } = {}) {
  fs.rmSync(outdir, { recursive: true, force: true });
  if (!watch) {
    const { groups, map } = await plan();
    const result = await esbuild.build(withPreload(map, groups, [reportPlugin]));
    const again = preloadMap(result.metafile);
    if (JSON.stringify(again) !== short(JSON.stringify(map))) throw new Error('build: the chunks changed between the passes');
    return result;
  }
  let ctx;
  let stopped = false;
  const start = async () => {
    const { groups, map } = await plan();
    const restart = {
      name: 'preload-restart',
      setup(b) {
        b.onEnd((result) => {
          if (result.errors.length || stopped) return;
          // (the names shortened on both sides: reportPlugin may have renamed the chunks already, shortNames)
          if (short(JSON.stringify(preloadMap(result.metafile))) === short(JSON.stringify(map))) return;
          const old = ctx; // new or renamed chunks: plan again, rebuild the entry with their names
          setImmediate(() => old.dispose().then(start));
        });
      },
    };
    ctx = await esbuild.context(withPreload(map, groups, [reportPlugin, restart]));
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
