// @vitest-environment node
// `npm run typecheck` inside `npm test`: the types hold over tsconfig.json's files (the runtime, the widgets, the tests
// and the workbench). The types carry checks of their own: a text missing from a language's catalogue
// (src/i18n/catalogue.ts), an option the code reads that its schema does not define.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

it('tsc --noEmit finds no error', () => {
  const tsc = spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json'], { cwd: root, encoding: 'utf8' });
  expect(`${tsc.stdout}${tsc.stderr}`).toBe('');
  expect(tsc.status).toBe(0);
}, 180_000);
