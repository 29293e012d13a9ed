/**
 * What widgets import from the core (README "Adding a widget type"): their definition's type, options, requests, errors,
 * texts and logs. Only modules that are loaded before any widget code runs (the entry's and the runtime chunk's), so
 * importing from here moves no code between chunks. Entry-time code (first calls) imports core-entry.ts instead.
 * Imported from their own modules, because they load only with the code that needs them: the sanitizer
 * (sanitize.ts: DOMPurify, for the views that show server HTML), ErrorNotice and WithCode (view-notices.tsx: React, for views),
 * the maps consent (consent.ts: the map only) and each widget's French texts (i18n/fr/<type>.ts, with its views).
 */
export * from './core-entry';
export { type WidgetDefinition, type WidgetEnv, type WidgetModule, type WidgetProps } from './widget';
export { isAbort, RequestError, validate, type Http, type RequestOptions, type Schema } from './http';
export { flag, numberish } from './zod-options';
export { DiagnosticError, WidgetError, widgetError, type Diagnostic } from './errors';
export { loadCatalogue, loadedCatalogue, type Catalogue, type MapText, type NewsText, type ShareAction } from './i18n/catalogue';
export { error, warn } from './log';
export { isObject } from './is-object';
export { keepFocus, waitForCode } from './code-wait';
