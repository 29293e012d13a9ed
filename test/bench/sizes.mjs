// Bytes: our build outputs (dist/size-report.json) and the legacy stack that every legacy page loaded, measured the
// same way (gzip level 9 of the minified file).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'package.json'));

export const gzipSize = (buf) => zlib.gzipSync(buf, { level: 9 }).length;

/** The legacy front end's libraries, loaded on every legacy page: jQuery 3, Bootstrap 3.4.1 JS, mustache, lz-string. */
export const LEGACY = [
  ['jquery', 'jquery/dist/jquery.min.js'],
  ['bootstrap', 'bootstrap/dist/js/bootstrap.min.js'],
  ['mustache', 'mustache/mustache.min.js'],
  ['lz-string', 'lz-string/libs/lz-string.min.js'],
];

export function legacySizes() {
  const files = LEGACY.map(([name, spec]) => {
    const file = require.resolve(spec);
    const version = JSON.parse(fs.readFileSync(path.join(file.slice(0, file.lastIndexOf('node_modules/') + 13), name, 'package.json'), 'utf8')).version;
    const buf = fs.readFileSync(file);
    return { name: `${name}@${version}`, raw: buf.length, gzip: gzipSize(buf) };
  });
  const total = files.reduce((t, f) => ({ raw: t.raw + f.raw, gzip: t.gzip + f.gzip }), { raw: 0, gzip: 0 });
  return { files, total };
}

export function ourSizes() {
  return JSON.parse(fs.readFileSync(path.join(root, 'dist/size-report.json'), 'utf8'));
}
