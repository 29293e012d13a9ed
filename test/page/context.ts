// Builds a page for the behaviour unit tests: body HTML, optional page data, and the PageContext over it.
import { createPageContext, type PageContext } from '../../src/page-context';

export function page(html: string, data: object = {}, lang = 'fr'): PageContext {
  document.documentElement.lang = lang;
  document.body.className = '';
  document.body.removeAttribute('style');
  document.body.innerHTML = `<script type="application/json" id="dm-page-data">${JSON.stringify(data)}</script>${html}`;
  return createPageContext(document);
}

/** Stubs offsetHeight on elements matching selector (happy-dom has no layout). */
export function stubHeight(el: Element, height: number): void {
  Object.defineProperty(el, 'offsetHeight', { configurable: true, get: () => height });
}
