/** A placeholder's id, for messages: its `data-widget-id`, else the digits of its id. (Not in the entry: unused there.) */
export function widgetId(el: Element): string {
  return el.getAttribute('data-widget-id') ?? el.id.match(/\d+/)?.[0] ?? '';
}
