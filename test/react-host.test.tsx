import { describe, expect, it, vi } from 'vitest';
import { useEffect, useLayoutEffect } from 'react';
import { render } from '../src/react-host';

describe('react-host render', () => {
  // The runtime mounts widgets in slices of about 8 ms (src/runtime.ts): a root's first render must happen inside
  // its slice, not later in React's scheduler, or the slice would not count it (README "Many widgets on a page").
  it('renders and commits the widget, effects included, before it returns', () => {
    const el = document.createElement('div');
    document.body.append(el);
    const effects: string[] = [];
    function Widget({ label }: { label: string; ctx: { dev: boolean } }) {
      useLayoutEffect(() => void effects.push('layout'), []);
      useEffect(() => void effects.push('passive'), []);
      return <p>{label}</p>;
    }
    const unmount = render(el, Widget, { label: 'prête', ctx: { dev: false } }, 'dm-t-', () => ({ code: 'crash', warning: '', help: '' }));
    expect(el.textContent).toBe('prête');
    expect(effects).toEqual(['layout', 'passive']);
    unmount();
    expect(el.textContent).toBe('');
  });

  it('shows the diagnostic in place of a widget that throws in its first render, at once', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = document.createElement('div');
    function Broken(): never {
      throw new Error('boom');
    }
    const unmount = render(el, Broken, { ctx: { dev: true } }, 'dm-t-', () => ({ code: 'crash', warning: 'Widget 1 (news) stopped: boom', help: 'see the console' }));
    expect(el.textContent).toContain('Widget 1 (news) stopped: boom');
    unmount();
    vi.restoreAllMocks();
  });
});
