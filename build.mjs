#!/usr/bin/env node
// Builds dist/: the stable entry front.js plus content-hashed chunks (ESM, code splitting, minified, ES2020, source
// maps), dist/front.d.ts, and dist/size-report.json (raw and gzip bytes of each output, the entry alone, and the
// entry plus each widget type). `node build.mjs --watch` rebuilds on change.
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

/** Sizes from the metafile: every JS output, the entry alone, and the entry plus what each widget type loads. */
export function sizeReport(metafile) {
  const outputs = Object.entries(metafile.outputs).filter(([f]) => f.endsWith('.js') || f.endsWith('.css'));
  const rel = (f) => path.relative(outdir, path.resolve(root, f));
  const files = Object.fromEntries(outputs.map(([f, o]) => [rel(f), { raw: o.bytes, gzip: gzip(path.resolve(root, f)), entryPoint: o.entryPoint }]));
  const byFile = Object.fromEntries(outputs.map(([f, o]) => [rel(f), o]));
  // Closure of static imports (what the browser fetches with a chunk), not dynamic ones (what loads on demand).
  const closure = (start, seen = new Set()) => {
    if (seen.has(start)) return seen;
    seen.add(start);
    for (const imp of byFile[start]?.imports ?? []) if (imp.kind === 'import-statement') closure(rel(imp.path), seen);
    return seen;
  };
  const chunkOf = (source) => Object.keys(byFile).find((f) => byFile[f].entryPoint === source);
  const total = (set) => [...set].reduce((t, f) => ({ raw: t.raw + files[f].raw, gzip: t.gzip + files[f].gzip }), { raw: 0, gzip: 0 });
  const entry = closure('front.js');
  const runtime = chunkOf('src/runtime.ts');
  const host = chunkOf('src/react-host.tsx');
  const widgets = {};
  for (const dir of fs.readdirSync(path.join(root, 'widgets'))) {
    // The widget's code is what its define.ts loads: widgets/<type>/view.tsx (further import()s are not counted).
    const view = chunkOf(`widgets/${dir}/view.tsx`);
    if (!view) continue;
    const set = new Set(entry);
    for (const start of [runtime, host, view]) if (start) closure(start, set);
    widgets[dir] = { ...total(set), files: [...set].sort() };
  }
  return { version: pkg.version, files, entry: total(entry), widgets };
}

async function writeExtras(result) {
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

export async function build({ watch = false } = {}) {
  fs.rmSync(outdir, { recursive: true, force: true });
  const ctx = await esbuild.context({ ...options, plugins: [reportPlugin] });
  if (watch) {
    await ctx.rebuild();
    await ctx.watch();
    return ctx;
  }
  try {
    const result = await ctx.rebuild();
    return result;
  } finally {
    await ctx.dispose();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const watch = process.argv.includes('--watch');
  build({ watch }).catch((e) => {
    console.error(e.message ?? e);
    process.exit(1);
  });
}
