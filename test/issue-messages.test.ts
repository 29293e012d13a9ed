import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { describeIssue, expectation } from '../src/issue-messages';
import { numberish } from '../src/zod-options';

describe('messages for integrators', () => {
  const first = (schema: z.ZodMiniType, value: unknown) => {
    const r = schema.safeParse(value);
    if (r.success) throw new Error('expected a failure');
    return r.error.issues[0];
  };

  it('says what was expected', () => {
    expect(expectation(first(z.object({ a: z.number() }), { a: 'x' }))).toBe('expected number');
    expect(expectation(first(z.object({ t: z.enum(['mini', 'full']) }), { t: 'half' }))).toBe('expected one of "mini", "full"');
    expect(expectation(first(z.array(z.string()).check(z.minLength(1)), []))).toBe('expected at least 1 items');
    expect(expectation(first(numberish(), 'abc'))).toMatch(/number/);
  });

  it('names the path and the value', () => {
    const schema = z.object({ options: z.object({ zoom: z.number() }) });
    const input = { options: { zoom: 'far' } };
    const d = describeIssue('Widget 628 (map) option', input, first(schema, input), 'fix it');
    expect(d.warning).toBe(`Widget 628 (map) option: 'options.zoom' is "far"; expected number`);
    expect(describeIssue('W', {}, first(z.object({ a: z.string() }), {}), '').warning).toBe("W: 'a' is missing; expected string");
  });
});
