/**
 * Tooltips (README › Page behaviours) on `[data-toggle="tooltip"]` elements with a title (placement from
 * data-placement: top, bottom, left, right; default top). Loaded by import() only on pages that have one. Shown 500 ms
 * after the pointer enters or keyboard focus arrives; placed with @floating-ui/dom, flipping to the other side within
 * 100 px of the window edges. WCAG 1.4.13: Esc hides it, the pointer can move onto it without it disappearing, and it
 * stays until hover and focus leave. Bootstrap 3 markup (`.tooltip.{placement} > .tooltip-arrow + .tooltip-inner`),
 * positioned through CSSOM style properties. The title moves to data-original-title (no native tooltip) and the trigger
 * is described by the tooltip.
 */
import { arrow, computePosition, flip, offset, shift, type Placement } from '@floating-ui/dom';
import type { PageContext } from '../page-context';
import { ensureId } from './lib/disclosure';

export const TOOLTIP_DELAY_MS = 500;
export const TOOLTIP_EDGE_PX = 100;
const HIDE_GRACE_MS = 100;
const SIDES = ['top', 'bottom', 'left', 'right'] as const;

let shown: (() => void) | undefined;

export function attachTooltip(trigger: HTMLElement): void {
  const text = trigger.getAttribute('title') || trigger.getAttribute('data-original-title') || '';
  if (!text || trigger.hasAttribute('aria-describedby')) return;
  const doc = trigger.ownerDocument;
  trigger.setAttribute('data-original-title', text);
  trigger.removeAttribute('title');
  const placement = (SIDES as readonly string[]).includes(trigger.dataset.placement ?? '') ? (trigger.dataset.placement as Placement) : 'top';

  const tip = doc.createElement('div');
  tip.className = `tooltip ${placement}`;
  tip.setAttribute('role', 'tooltip');
  tip.hidden = true;
  const arrowEl = doc.createElement('div');
  arrowEl.className = 'tooltip-arrow';
  const inner = doc.createElement('div');
  inner.className = 'tooltip-inner';
  inner.textContent = text;
  tip.append(arrowEl, inner);
  doc.body.append(tip);
  trigger.setAttribute('aria-describedby', ensureId(tip, 'dm-tooltip'));

  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let hovered = false;
  let focused = false;

  const position = async () => {
    const { x, y, placement: side, middlewareData } = await computePosition(trigger, tip, {
      placement,
      middleware: [offset(6), flip({ padding: TOOLTIP_EDGE_PX }), shift({ padding: 8 }), arrow({ element: arrowEl })],
    });
    Object.assign(tip.style, { left: `${x}px`, top: `${y}px` });
    for (const s of SIDES) tip.classList.toggle(s, side.startsWith(s));
    const a = middlewareData.arrow;
    const vertical = side.startsWith('top') || side.startsWith('bottom');
    Object.assign(arrowEl.style, {
      left: vertical && a?.x != null ? `${a.x}px` : '',
      top: !vertical && a?.y != null ? `${a.y}px` : '',
    });
  };
  const hide = () => {
    clearTimeout(showTimer);
    clearTimeout(hideTimer);
    tip.classList.remove('in');
    tip.hidden = true;
    if (shown === hide) shown = undefined;
  };
  const show = () => {
    if (shown && shown !== hide) shown();
    shown = hide;
    tip.hidden = false;
    void position().then(() => !tip.hidden && tip.classList.add('in'));
  };
  const schedule = () => {
    clearTimeout(hideTimer);
    if (!tip.hidden) return;
    clearTimeout(showTimer);
    showTimer = setTimeout(show, TOOLTIP_DELAY_MS);
  };
  const release = () => {
    if (hovered || focused) return;
    clearTimeout(showTimer);
    clearTimeout(hideTimer);
    hideTimer = setTimeout(hide, HIDE_GRACE_MS);
  };
  const enter = () => ((hovered = true), schedule());
  const leave = () => ((hovered = false), release());
  trigger.addEventListener('mouseenter', enter);
  trigger.addEventListener('mouseleave', leave);
  tip.addEventListener('mouseenter', enter);
  tip.addEventListener('mouseleave', leave);
  trigger.addEventListener('focus', () => ((focused = true), schedule()));
  trigger.addEventListener('blur', () => ((focused = false), release()));
  doc.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && (!tip.hidden || showTimer)) hide();
  });
}

export function install({ doc }: PageContext): void {
  doc.querySelectorAll<HTMLElement>('[data-toggle="tooltip"]').forEach(attachTooltip);
}
