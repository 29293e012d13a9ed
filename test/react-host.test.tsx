import { describe, expect, it, vi } from 'vitest';
import { useEffect, useLayoutEffect } from 'react';
import { render } from '../src/react-host';
import { Busy } from './busy';

const noDiagnostic = () => ({ code: 'crash', warning: '', help: '' });


describe('react-host render', () => {
  it('commits the widget, effects included, and says so', async () => {
    const el = document.createElement('div');
    document.body.append(el);
    const effects: string[] = [];
    function Widget({ label }: { label: string; ctx: { dev: boolean } }) {
      useLayoutEffect(() => void effects.push('layout'), []);
      useEffect(() => void effects.push('passive'), []);
      return <p>{label}</p>;
    }
    const { unmount, committed } = render(el, Widget, { label: 'prête', ctx: { dev: false } }, 'dm-t-', noDiagnostic);
    await committed;
    expect(el.textContent).toBe('prête');
    expect(effects).toContain('layout');
    await vi.waitFor(() => expect(effects).toEqual(['layout', 'passive']));
    unmount();
    expect(el.textContent).toBe('');
  });

  // A list of cards is tens of milliseconds of rendering on a phone: in one task, that is a long task (README "Many
  // widgets on a page"). Here 40 cards of 2 ms each: other tasks run while it renders, and it is committed at once.
  it('renders in steps that yield to other tasks, and commits in one go', async () => {
    const el = document.createElement('div');
    function List(_: { ctx: { dev: boolean } }) {
      return <ul>{Array.from({ length: 40 }, (_, i) => <Busy key={i} ms={2} />)}</ul>;
    }
    const seen: number[] = [];
    const tick = () => {
      seen.push(el.querySelectorAll('i').length);
      if (seen.length < 200) setTimeout(tick);
    };
    setTimeout(tick);
    const { unmount, committed } = render(el, List, { ctx: { dev: false } }, 'dm-t-', noDiagnostic);
    await committed;
    const during = seen.length;
    expect(during).toBeGreaterThan(2); // other tasks ran before the commit (flushSync: none)
    expect(seen.every((n) => n === 0)).toBe(true); // and saw nothing of the list: no card comes alone
    expect(el.querySelectorAll('i')).toHaveLength(40);
    unmount();
  });

  // Many small widgets are rendered in batches, several in one of the runtime's slices: each must be done inside the
  // slice, not later in React's scheduler, or the slice would not count it (the top of src/runtime.ts).
  it('now: renders and commits the widget, effects included, before it returns', () => {
    const el = document.createElement('div');
    const effects: string[] = [];
    function Widget({ label }: { label: string; ctx: { dev: boolean } }) {
      useLayoutEffect(() => void effects.push('layout'), []);
      useEffect(() => void effects.push('passive'), []);
      return <p>{label}</p>;
    }
    const { unmount } = render(el, Widget, { label: 'prête', ctx: { dev: false } }, 'dm-t-', noDiagnostic, true);
    expect(el.textContent).toBe('prête');
    expect(effects).toEqual(['layout', 'passive']);
    unmount();
  });

  it('shows the diagnostic in place of a widget that throws in its first render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = document.createElement('div');
    function Broken(): never {
      throw new Error('boom');
    }
    const { unmount, committed } = render(el, Broken, { ctx: { dev: true } }, 'dm-t-', () => ({ code: 'crash', warning: 'Widget 1 (news) stopped: boom', help: 'see the console' }));
    await committed;
    expect(el.textContent).toContain('Widget 1 (news) stopped: boom');
    unmount();
    vi.restoreAllMocks();
  });

  it('unmounted before its first commit: nothing is drawn, and nothing waits for it', async () => {
    const el = document.createElement('div');
    function Widget(_: { ctx: { dev: boolean } }) {
      return <p>tard</p>;
    }
    const { unmount, committed } = render(el, Widget, { ctx: { dev: false } }, 'dm-t-', noDiagnostic);
    unmount();
    await committed;
    await new Promise((r) => setTimeout(r, 20));
    expect(el.textContent).toBe('');
  });
});
