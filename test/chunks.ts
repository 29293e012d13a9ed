// Which file of dist/ holds what, read from the build's metafile: the browser tests make one chunk fail or wait.
import fs from 'node:fs';

type Output = { entryPoint?: string; inputs: Record<string, unknown> };

const outputs = (): Record<string, Output> => JSON.parse(fs.readFileSync(new URL('../dist/meta.json', import.meta.url), 'utf8')).outputs;

/** The JavaScript output (its path under dist/, e.g. `chunks/view-X.js`) that passes the test. */
export function chunk(test: (o: Output) => boolean): string {
  const found = Object.entries(outputs()).find(([f, o]) => f.endsWith('.js') && test(o));
  if (!found) throw new Error('no such chunk in dist/meta.json');
  return found[0].replace(/^dist\//, '');
}

/** The chunk built from a source file (an entry point: import() target). */
export const entryOf = (source: string): string => chunk((o) => o.entryPoint === source);

/** The chunk that holds a package's modules (React's, zod's…). */
export const holding = (pkg: string): string => chunk((o) => Object.keys(o.inputs).some((i) => i.startsWith(`node_modules/${pkg}/`)));
