/**
 * Body classes 'testa testa-list' (README › Page behaviours): added when the current page or any of its ancestors has
 * infos testa=1, or when the page is module 'main' with action 'createurs'.
 */
import type { PageContext } from '../page-context';

export function isTestaPage(ctx: PageContext): boolean {
  const current = ctx.data.currentPage;
  if (current?.module === 'main' && current.action === 'createurs') return true;
  return ctx.pages().some((p) => {
    const testa = ctx.infos(p).testa;
    return testa === 1 || testa === '1' || testa === true;
  });
}

export function install(ctx: PageContext): void {
  if (isTestaPage(ctx)) ctx.doc.body.classList.add('testa', 'testa-list');
}
