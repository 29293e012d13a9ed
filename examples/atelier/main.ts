/**
 * The widget workbench (/atelier/ on the example server): pick a preset or a widget type, edit its options in the
 * form generated from its schema, watch it re-mount in the preview frame through the page's own runtime, read the
 * runtime's diagnostics, and copy the placeholder markup. Example-site code: built on its own by the example server
 * (examples/atelier/routes.mjs), never part of dist/.
 */
import '../../src/zod-config';
import { fieldsOf } from './fields';
import { closestOption, el, renderForm, showProblems } from './form';
import { codePanel } from './code-panel';
import { readPlaceholders } from './markup';
import { Preview, type RuntimeMessage } from './preview';
import { COLUMNS, fresh, hashOf, readHash, spec, stageWidget, WIDTHS, type AtelierData, type State, type Width, type Widget } from './state';
import { TYPES } from './types';
import './atelier.css';

const CONSENT_COOKIE = 'googlemaps';

export function start(root: HTMLElement, data: AtelierData): void {
  const doc = root.ownerDocument;
  const first = data.presets[0];
  const state: State = readHash(location.hash) ?? {
    page: first?.page ?? '/fr/',
    widgets: [fresh('news')],
    selected: 0,
    width: 'desktop',
  };
  if (!state.widgets.some((w) => w.key === state.selected)) state.selected = state.widgets[0].key;
  const messages = new Map<number | 'page', RuntimeMessage[]>();
  const current = () => state.widgets.find((w) => w.key === state.selected) ?? state.widgets[0];

  // ---- the controls column
  const presets = el(doc, 'section', { className: 'atelier-panel', 'aria-labelledby': 'atelier-presets-title' },
    el(doc, 'h2', { id: 'atelier-presets-title' }, 'Préréglages'),
    el(doc, 'p', { className: 'help-block' }, 'Les widgets tels que les pages du site exemple les placent.'));
  const presetList = el(doc, 'div', { className: 'atelier-presets' });
  for (const p of data.presets) {
    const b = el(doc, 'button', { type: 'button', className: 'btn btn-default btn-sm', 'data-preset': p.id }, p.label);
    b.addEventListener('click', () => {
      state.page = p.page;
      state.widgets = p.widgets.map((w) => fresh(w.type, w.id, structuredClone(w.options), w.col));
      state.selected = state.widgets[0].key;
      messages.clear();
      renderAll();
      preview.show(state.page, state.widgets.map(stageWidget));
      say(`Préréglage chargé : ${p.label}.`);
    });
    presetList.append(b);
  }
  presets.append(presetList);

  const pageSelect = el(doc, 'select', { id: 'atelier-page', className: 'form-control input-sm' });
  for (const p of data.pages) pageSelect.append(el(doc, 'option', { value: p.path }, `${p.name} — ${p.path}`));
  pageSelect.addEventListener('change', () => {
    state.page = pageSelect.value;
    messages.clear();
    sync();
    preview.show(state.page, state.widgets.map(stageWidget));
  });

  const widgetList = el(doc, 'div', { className: 'atelier-widget-list', role: 'radiogroup', 'aria-labelledby': 'atelier-widgets-title' });
  const addButton = el(doc, 'button', { type: 'button', className: 'btn btn-default btn-sm', id: 'atelier-add' }, 'Ajouter un widget');
  const removeButton = el(doc, 'button', { type: 'button', className: 'btn btn-default btn-sm', id: 'atelier-remove' }, 'Retirer ce widget');
  addButton.addEventListener('click', () => {
    const w = fresh('news');
    w.id = String(700 + w.key);
    state.widgets.push(w);
    state.selected = w.key;
    renderAll();
    preview.show(state.page, state.widgets.map(stageWidget));
    say(`Widget ${w.id} ajouté.`);
  });
  removeButton.addEventListener('click', () => {
    if (state.widgets.length < 2) return;
    const gone = current();
    state.widgets = state.widgets.filter((w) => w !== gone);
    state.selected = state.widgets[0].key;
    messages.delete(gone.key);
    renderAll();
    preview.update(state.widgets.map(stageWidget), gone.key);
    say(`Widget ${gone.id} retiré.`);
  });

  const typeSelect = el(doc, 'select', { id: 'atelier-type', className: 'form-control input-sm' });
  for (const t of Object.keys(TYPES)) typeSelect.append(el(doc, 'option', { value: t }, t));
  const idInput = el(doc, 'input', { id: 'atelier-id', type: 'text', className: 'form-control input-sm', inputmode: 'numeric', autocomplete: 'off' });
  const colSelect = el(doc, 'select', { id: 'atelier-col', className: 'form-control input-sm', 'aria-describedby': 'atelier-col-hint' });
  for (const c of COLUMNS) colSelect.append(el(doc, 'option', { value: String(c) }, `col-md-${c}`));
  typeSelect.addEventListener('change', () => {
    const w = current();
    w.type = typeSelect.value;
    w.id = TYPES[w.type].id;
    w.options = { ...TYPES[w.type].start };
    renderWidgetList();
    renderForm_();
    changed(w, true);
  });
  idInput.addEventListener('input', () => {
    const w = current();
    w.id = idInput.value.trim();
    renderWidgetList();
    changed(w, false);
  });
  colSelect.addEventListener('change', () => {
    const w = current();
    w.col = Number(colSelect.value);
    changed(w, true);
  });

  const formBox = el(doc, 'div', { id: 'atelier-form' });
  const unknownBox = el(doc, 'div', { id: 'atelier-unknown', className: 'atelier-unknown', hidden: true });
  const widgetPanel = el(doc, 'section', { className: 'atelier-panel', 'aria-labelledby': 'atelier-widgets-title' },
    el(doc, 'h2', { id: 'atelier-widgets-title' }, 'Widgets de l’aperçu'),
    el(doc, 'div', { className: 'form-group' }, el(doc, 'label', { for: 'atelier-page' }, 'Page simulée (configuration et données de page)'), pageSelect),
    widgetList,
    el(doc, 'div', { className: 'atelier-actions' }, addButton, ' ', removeButton),
    el(doc, 'div', { className: 'row' },
      el(doc, 'div', { className: 'col-xs-4 form-group' }, el(doc, 'label', { for: 'atelier-type' }, 'data-widget'), typeSelect),
      el(doc, 'div', { className: 'col-xs-4 form-group' }, el(doc, 'label', { for: 'atelier-id' }, 'data-widget-id'), idInput),
      el(doc, 'div', { className: 'col-xs-4 form-group' }, el(doc, 'label', { for: 'atelier-col' }, 'Colonne'), colSelect)),
    el(doc, 'p', { className: 'help-block', id: 'atelier-col-hint' }, 'La colonne ne sert qu’à l’aperçu : elle n’est pas dans le placeholder.'));
  const formPanel = el(doc, 'section', { className: 'atelier-panel', 'aria-labelledby': 'atelier-options-title' },
    el(doc, 'h2', { id: 'atelier-options-title' }, 'Options'),
    el(doc, 'p', { className: 'help-block', id: 'atelier-options-help' }, 'Générées du schéma du widget. Une option laissée vide prend sa valeur par défaut.'),
    unknownBox,
    formBox);

  const importArea = el(doc, 'textarea', { id: 'atelier-import', className: 'form-control input-sm', rows: '3', spellcheck: 'false', 'aria-describedby': 'atelier-import-status' });
  const importButton = el(doc, 'button', { type: 'button', className: 'btn btn-default btn-sm', id: 'atelier-import-read' }, 'Lire ce placeholder');
  const importStatus = el(doc, 'p', { id: 'atelier-import-status', className: 'help-block', role: 'status' });
  importButton.addEventListener('click', () => importMarkup(importArea.value));
  const importPanel = el(doc, 'section', { className: 'atelier-panel', 'aria-labelledby': 'atelier-import-title' },
    el(doc, 'h2', { id: 'atelier-import-title' }, 'Vérifier un placeholder existant'),
    el(doc, 'label', { for: 'atelier-import' }, 'Collez le placeholder d’un gabarit (data-options ou classe JSON)'),
    importArea, el(doc, 'div', { className: 'atelier-actions' }, importButton), importStatus);

  // ---- the preview column
  const widthBox = el(doc, 'fieldset', { className: 'atelier-widths' }, el(doc, 'legend', {}, 'Largeur de l’aperçu'));
  for (const [k, v] of Object.entries(WIDTHS) as [Width, (typeof WIDTHS)[Width]][]) {
    const input = el(doc, 'input', { type: 'radio', name: 'atelier-width', value: k, id: `atelier-width-${k}` });
    input.addEventListener('change', () => {
      state.width = k;
      layoutFrame();
      history.replaceState(null, '', hashOf(state));
    });
    widthBox.append(el(doc, 'label', { className: 'radio-inline', for: `atelier-width-${k}` }, input, ' ', v.label));
  }
  const consent = el(doc, 'input', { type: 'checkbox', id: 'atelier-consent' });
  consent.checked = doc.cookie.split(/;\s*/).includes(`${CONSENT_COOKIE}=true`);
  consent.addEventListener('change', () => {
    doc.cookie = consent.checked ? `${CONSENT_COOKIE}=true; path=/; max-age=31536000; samesite=lax` : `${CONSENT_COOKIE}=; path=/; max-age=0`;
    messages.clear();
    preview.reload(state.page);
  });
  const consentBox = el(doc, 'div', { className: 'checkbox atelier-consent' },
    el(doc, 'label', { for: 'atelier-consent' }, consent, ' Consentement Google Maps donné (cookie googlemaps)'));

  const frame = el(doc, 'iframe', { id: 'atelier-frame', title: 'Aperçu des widgets' });
  const device = el(doc, 'div', { className: 'atelier-device' }, frame);
  const away = el(doc, 'div', { className: 'alert alert-info atelier-away', hidden: true, role: 'status' });
  const backButton = el(doc, 'button', { type: 'button', className: 'btn btn-default btn-sm' }, 'Revenir à l’aperçu');
  backButton.addEventListener('click', () => preview.reload(state.page));
  const previewPanel = el(doc, 'section', { className: 'atelier-panel atelier-preview', 'aria-labelledby': 'atelier-preview-title' },
    el(doc, 'h2', { id: 'atelier-preview-title' }, 'Aperçu'),
    el(doc, 'div', { className: 'atelier-toolbar' }, widthBox, consentBox),
    away, device);

  const diagSummary = el(doc, 'p', { id: 'atelier-diagnostics-summary', role: 'status' });
  const diagList = el(doc, 'ul', { id: 'atelier-diagnostics', className: 'atelier-diagnostics' });
  const diagPanel = el(doc, 'section', { className: 'atelier-panel', 'aria-labelledby': 'atelier-diagnostics-title' },
    el(doc, 'h2', { id: 'atelier-diagnostics-title' }, 'Diagnostics du runtime'),
    el(doc, 'p', { className: 'help-block' }, 'Les messages du mode dev, tels que le runtime les écrit dans la console ([dm-front]).'),
    diagSummary, diagList);

  const code = codePanel(doc);

  const announcer = el(doc, 'p', { className: 'sr-only', role: 'status', id: 'atelier-announce' });
  const say = (text: string) => (announcer.textContent = text);

  root.replaceChildren(
    el(doc, 'div', { className: 'row' },
      el(doc, 'div', { className: 'col-md-5 atelier-controls' }, presets, widgetPanel, formPanel, importPanel),
      el(doc, 'div', { className: 'col-md-7' }, previewPanel, code.panel, diagPanel)),
    announcer);

  // ---- rendering
  function renderWidgetList(): void {
    widgetList.replaceChildren();
    for (const w of state.widgets) {
      const id = `atelier-w-${w.key}`;
      const input = el(doc, 'input', { type: 'radio', name: 'atelier-widget', id, value: String(w.key), checked: w.key === state.selected });
      input.addEventListener('change', () => {
        state.selected = w.key;
        renderAll();
      });
      widgetList.append(el(doc, 'label', { className: 'radio-inline', for: id }, input, ' ', `${w.type} ${w.id}`));
    }
    removeButton.disabled = state.widgets.length < 2;
  }

  function renderForm_(): void {
    const w = current();
    formBox.replaceChildren(renderForm(doc, TYPES[w.type], w, (name, value) => {
      if (value === undefined) delete w.options[name];
      else w.options[name] = value;
      // Text is re-mounted once typing pauses; a select or checkbox at once.
      changed(w, !(doc.activeElement instanceof HTMLInputElement && doc.activeElement.type === 'text') && !(doc.activeElement instanceof HTMLTextAreaElement));
    }));
    renderUnknown(w);
  }

  function renderUnknown(w: Widget): void {
    const fields = fieldsOf(TYPES[w.type].schema);
    const known = new Set(fields.map((f) => f.name));
    const unknown = Object.keys(w.options).filter((k) => !known.has(k));
    unknownBox.hidden = !unknown.length;
    unknownBox.replaceChildren();
    if (!unknown.length) return;
    const list = el(doc, 'ul');
    for (const k of unknown) {
      const guess = closestOption(k, fields);
      const remove = el(doc, 'button', { type: 'button', className: 'btn btn-link btn-xs' }, `Retirer ${k}`);
      remove.addEventListener('click', () => {
        delete w.options[k];
        renderForm_();
        changed(w, true);
        (formBox.querySelector('input, select, textarea') as HTMLElement | null)?.focus();
      });
      list.append(el(doc, 'li', {}, el(doc, 'code', {}, `${k}: ${JSON.stringify(w.options[k])}`),
        guess ? ` — le schéma ne la connaît pas : vouliez-vous dire ${guess} ?` : ' — le schéma ne la connaît pas : le widget l’ignore.', ' ', remove));
    }
    unknownBox.append(el(doc, 'p', {}, el(doc, 'strong', {}, 'Options inconnues du schéma')), list);
  }

  function renderDiagnostics(): void {
    diagList.replaceChildren();
    let n = 0;
    for (const [key, list] of messages) {
      const w = key === 'page' ? undefined : state.widgets.find((x) => x.key === key);
      for (const m of list) {
        n++;
        diagList.append(el(doc, 'li', { className: m.level === 'error' ? 'text-danger' : '' },
          el(doc, 'strong', {}, w ? `${w.type} ${w.id}` : 'page'), ' ', m.text));
      }
    }
    diagSummary.textContent = n === 0 ? 'Aucun diagnostic : le runtime accepte ces widgets.' : `${n} diagnostic${n > 1 ? 's' : ''} du runtime.`;
  }

  function sync(): void {
    pageSelect.value = state.page;
    if (pageSelect.value !== state.page) {
      pageSelect.append(el(doc, 'option', { value: state.page }, state.page));
      pageSelect.value = state.page;
    }
    const w = current();
    typeSelect.value = w.type;
    idInput.value = w.id;
    colSelect.value = String(w.col);
    for (const r of widthBox.querySelectorAll<HTMLInputElement>('input')) r.checked = r.value === state.width;
    layoutFrame();
    showProblems(formBox, TYPES[w.type], w);
    code.show(spec(w));
    renderDiagnostics();
    history.replaceState(null, '', hashOf(state));
  }

  function renderAll(): void {
    renderWidgetList();
    renderForm_();
    sync();
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  /** An edit: the form's problems and the markup at once; the preview re-mounts now or once typing pauses. */
  function changed(w: Widget, now: boolean): void {
    sync();
    renderUnknown(w);
    clearTimeout(timer);
    const remount = () => {
      messages.delete(w.key);
      renderDiagnostics();
      preview.update(state.widgets.map(stageWidget), w.key);
    };
    if (now) remount();
    else timer = setTimeout(remount, 350);
  }

  function importMarkup(text: string): void {
    const read = readPlaceholders(text);
    if (!read.ok) {
      importStatus.textContent = read.message;
      return;
    }
    const widgets = read.widgets.map((w) => fresh(w.type, w.id, w.options));
    state.widgets = widgets;
    state.selected = widgets[0].key;
    messages.clear();
    renderAll();
    preview.show(state.page, state.widgets.map(stageWidget));
    importStatus.textContent = `${widgets.length} placeholder${widgets.length > 1 ? 's' : ''} lu${widgets.length > 1 ? 's' : ''} : ${widgets.map((w) => `${w.type} ${w.id}`).join(', ')}.`;
  }

  // ---- the frame: device size, scaled down to the column when narrower
  function layoutFrame(): void {
    const size = WIDTHS[state.width];
    const border = device.offsetWidth - device.clientWidth;
    const avail = (device.parentElement?.clientWidth || size.width) - border;
    const scale = Math.min(1, avail / size.width);
    frame.width = String(size.width);
    frame.height = String(size.height);
    frame.style.transform = scale < 1 ? `scale(${scale})` : '';
    device.style.width = `${Math.floor(size.width * scale)}px`;
    device.style.height = `${Math.ceil(size.height * scale)}px`;
    device.dataset.width = state.width;
  }
  new ResizeObserver(() => layoutFrame()).observe(previewPanel);

  const preview = new Preview(frame, {
    message(m) {
      const key = m.key ?? 'page';
      messages.set(key, [...(messages.get(key) ?? []), m]);
      renderDiagnostics();
    },
    loaded({ preview: ok, href }) {
      away.hidden = ok;
      if (!ok) {
        away.replaceChildren(`L’aperçu a suivi un lien vers ${href}. `, backButton);
      }
      root.dataset.ready = ok ? 'true' : 'away';
    },
  });

  renderAll();
  preview.show(state.page, state.widgets.map(stageWidget));
}

const root = typeof document !== 'undefined' ? document.getElementById('atelier') : null;
const data = typeof document !== 'undefined' ? document.getElementById('atelier-data')?.textContent : null;
if (root && data) start(root, JSON.parse(data) as AtelierData);
