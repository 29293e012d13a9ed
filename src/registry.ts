/** The widget type registry. Built-in types register in src/widgets.ts; a site can add its own with defineWidget. */
import type { WidgetDefinition } from './widget';

const registry = new Map<string, WidgetDefinition>();

export function defineWidget<O, P>(definition: WidgetDefinition<O, P>): WidgetDefinition<O, P> {
  registry.set(definition.type, definition as WidgetDefinition);
  return definition;
}

export const getWidget = (type: string): WidgetDefinition | undefined => registry.get(type);

export const widgetTypes = (): string[] => [...registry.keys()];
