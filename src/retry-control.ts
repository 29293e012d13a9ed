/**
 * The 'Réessayer' control of a placeholder whose code keeps failing to load (README "When code or data fails to
 * load"): a short message and a button (German on a German page: `de`) that sends what the chunk loader and the data
 * calls retry on. In the entry: shown by the launcher while the runtime chunk (or one it imports) fails, by
 * code-wait.ts for the rest.
 */
import { h } from './dom';

export function retryControl(doc: Document, de: boolean): HTMLElement {
  const button = h(doc, 'button', 'btn btn-default', de ? 'Erneut versuchen' : 'Réessayer') as HTMLButtonElement;
  button.type = 'button';
  button.onclick = () => dispatchEvent(new Event('online'));
  const control = h(doc, 'div', 'dm-front-retry', de ? 'Dieser Inhalt konnte nicht geladen werden. ' : "Ce contenu n'a pas pu être chargé. ", button);
  control.setAttribute('role', 'alert');
  control.dataset.code = 'chunk-load';
  return control;
}
