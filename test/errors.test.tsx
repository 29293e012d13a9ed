import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { report, WidgetError, widgetError, type Diagnostic, type WidgetErrorCode } from '../src/errors';
import { ErrorNotice } from '../src/view-notices';

const reportWidgetError = (el: Element, code: WidgetErrorCode, id: string, dev: boolean) => report(el, widgetError(code, id), dev);

describe('widget error catalogue', () => {
  it('has codes 1 to 6, each with a warning and a help text', () => {
    for (const code of [1, 2, 3, 4, 5, 6] as const) {
      const { warning, help } = widgetError(code, '1');
      expect(warning.length).toBeGreaterThan(5);
      expect(help!.length).toBeGreaterThan(5);
    }
  });

  it('names the widget in code 2', () => {
    expect(widgetError(2, '701').warning).toBe('No manual topic selected in widget 701');
    expect(new WidgetError(5, '9').diagnostic).toEqual({ code: 5, warning: 'Error loading articles', help: 'check the topics, reload the page, or contact the news service administrator' });
  });

  it('is shown in the page in dev mode; in production only logged, with a hidden mark in the placeholder', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<div id="w"></div><div id="p"></div>';
    reportWidgetError(document.getElementById('w')!, 4, '3', true);
    reportWidgetError(document.getElementById('p')!, 4, '3', false);
    const alert = document.querySelector('#w .alert.alert-warning[role="alert"]')!;
    expect(alert.querySelector('strong')!.textContent).toBe('Lead topics not set');
    expect(alert.querySelector('p')!.textContent).toBe('lead topics are enabled but none is defined; add them');
    expect([...document.querySelector('#p')!.children].map((c) => [c.className, (c as HTMLElement).hidden, c.getAttribute('data-code'), c.textContent])).toEqual([['dm-front-error', true, '4', '']]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1].join(' ')).toContain('Lead topics not set (lead topics are enabled but none is defined; add them)');
    warn.mockRestore();
  });

  it('renders server-free text only (no HTML interpretation)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<div id="w"></div>';
    const el = document.getElementById('w')!;
    reportWidgetError(el, 2, '<img src=x onerror=alert(1)>', true);
    expect(el.querySelector('img')).toBeNull();
    expect(el.textContent).toContain('<img src=x onerror=alert(1)>');
    warn.mockRestore();
  });

  it('looks the same shown by ErrorNotice from inside a React widget, in dev and in production', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const diagnostic: Diagnostic = widgetError(2, '<b>701</b>');
    for (const dev of [true, false]) {
      document.body.innerHTML = '<div id="r"></div>';
      const reported = document.getElementById('r')!;
      report(reported, diagnostic, dev);
      const { container, unmount } = render(<ErrorNotice diagnostic={diagnostic} dev={dev} />);
      expect(container.innerHTML).toBe(reported.innerHTML);
      expect(container.querySelector(dev ? '.alert.alert-warning.dm-front-diagnostic[role="alert"][data-code="2"]' : '.dm-front-error[hidden][data-code="2"]')).not.toBeNull();
      unmount();
    }
    expect(warn.mock.calls.map((c) => c[1])).toEqual(Array(4).fill("No manual topic selected in widget <b>701</b> (add topics in the widget's Motifs tab or choose automatic)"));
    warn.mockRestore();
  });

  it('is written again by ErrorNotice when the diagnostic changes, and logged once per diagnostic', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container, rerender } = render(<ErrorNotice diagnostic={widgetError(4, '1')} dev />);
    rerender(<ErrorNotice diagnostic={widgetError(4, '1')} dev />);
    rerender(<ErrorNotice diagnostic={{ warning: 'Something else' }} dev />);
    const alert = container.querySelector('.dm-front-diagnostic')!;
    expect([alert.textContent, alert.hasAttribute('data-code'), alert.querySelector('p')]).toEqual(['Something else', false, null]);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
