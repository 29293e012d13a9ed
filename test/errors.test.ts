import { describe, expect, it, vi } from 'vitest';
import { reportWidgetError, WIDGET_ERRORS, widgetError } from '../src/errors';
import { WidgetError } from '../src/widget-error';

describe('widget error catalogue', () => {
  it('has codes 1 to 6, each with a warning and a help text', () => {
    expect(Object.keys(WIDGET_ERRORS)).toEqual(['1', '2', '3', '4', '5', '6']);
    for (const { warning, help } of Object.values(WIDGET_ERRORS)) {
      expect(warning.length).toBeGreaterThan(5);
      expect(help.length).toBeGreaterThan(5);
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
});
