/**
 * The workbench's "Placeholder à coller" panel: the edited widget's placeholder in both forms (markup.ts), each with a
 * copy button (the clipboard, else a selection copied the old way; a refusal says to copy by hand).
 */
import { el } from './form';
import { legacyMarkup, placeholderMarkup, type WidgetSpec } from './markup';

function copyText(doc: Document, text: string, source: HTMLElement): Promise<void> {
  const fallback = () => {
    const range = doc.createRange();
    range.selectNodeContents(source);
    const sel = doc.getSelection();
    sel?.removeAllRanges();
    sel?.addRange(range);
    const ok = doc.execCommand('copy');
    sel?.removeAllRanges();
    if (!ok) throw new Error('copy refused');
  };
  return navigator.clipboard ? navigator.clipboard.writeText(text).catch(fallback) : Promise.resolve().then(fallback);
}

export function codePanel(doc: Document): { panel: HTMLElement; show(spec: WidgetSpec): void } {
  const markupPre = el(doc, 'pre', { id: 'atelier-markup', className: 'atelier-code', tabindex: '0', 'aria-labelledby': 'atelier-markup-title' });
  const legacyPre = el(doc, 'pre', { id: 'atelier-legacy', className: 'atelier-code', tabindex: '0', 'aria-labelledby': 'atelier-legacy-title' });
  const copyStatus = el(doc, 'p', { className: 'help-block', role: 'status', id: 'atelier-copy-status' });
  const copyButton = (pre: HTMLElement, what: string, id: string) => {
    const b = el(doc, 'button', { type: 'button', className: 'btn btn-primary btn-sm', id }, `Copier ${what}`);
    b.addEventListener('click', () => {
      copyText(doc, pre.textContent ?? '', pre).then(
        () => (copyStatus.textContent = `${what[0].toUpperCase()}${what.slice(1)} copié.`),
        () => (copyStatus.textContent = 'La copie a été refusée : sélectionnez le texte et copiez-le.'),
      );
    });
    return b;
  };
  const panel = el(doc, 'section', { className: 'atelier-panel', 'aria-labelledby': 'atelier-code-title' },
    el(doc, 'h2', { id: 'atelier-code-title' }, 'Placeholder à coller'),
    el(doc, 'p', { className: 'help-block' }, 'Seules les options qui diffèrent de leur valeur par défaut sont écrites.'),
    el(doc, 'h3', { id: 'atelier-markup-title' }, 'data-options'),
    markupPre, copyButton(markupPre, 'le placeholder', 'atelier-copy'),
    el(doc, 'h3', { id: 'atelier-legacy-title' }, 'Forme ancienne (JSON dans la classe, anciens gabarits Diem)'),
    legacyPre, copyButton(legacyPre, 'la forme ancienne', 'atelier-copy-legacy'),
    copyStatus);
  return {
    panel,
    show(spec) {
      markupPre.textContent = placeholderMarkup(spec);
      legacyPre.textContent = legacyMarkup(spec);
    },
  };
}
