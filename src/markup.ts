/** The CMS markup the launcher reads (README "Widget placeholders"): the page container and its placeholders. */
export const CONTAINER_ID = 'dm_page';
export const WIDGET_SELECTOR = '.dm_widget';
/** The launch signal, and the legacy Diem name that is fired and accepted too. */
export const LAUNCH_EVENTS = ['launch', 'dmWidgetLaunch'] as const;
