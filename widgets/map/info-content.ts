/**
 * An office's info-window content: the server's template rendered with the record (mustache escapes the values,
 * URLs checked), then through the sanitizer like every server HTML string. While the template is still on its way
 * the window shows the office title, and fills in when it arrives.
 */
import { sanitizeFragment } from '../../src/sanitize';
import { renderInfo } from './template';
import type { Office } from './records';

export function infoContent(doc: Document, template: Promise<string>, office: Office): HTMLElement {
  const box = doc.createElement('div');
  box.className = 'dm-map-info-window';
  box.textContent = office.record.title ?? '';
  void template.then((text) => {
    if (!text) return;
    box.replaceChildren(sanitizeFragment(renderInfo(text, office.record)));
  });
  return box;
}
