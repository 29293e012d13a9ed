/**
 * The widget types of the workbench: each type's option schema (the single source of its fields), the options a new
 * placeholder of that type starts with (the least that mounts without an error), and an id. A unit test holds the
 * list equal to the runtime's registry (widgets/index.ts WIDGETS).
 */
import { NewsOptionsSchema } from '../../widgets/news/news-options';
import { MapOptionsSchema } from '../../widgets/map/map-options';

export interface WidgetType {
  schema: unknown;
  start: Record<string, unknown>;
  id: string;
  /** Values an option accepts that its schema leaves as a plain string (see CHOICES below). */
  choices: Record<string, readonly string[]>;
}

/**
 * behaviorChoice and sourceChoice are plain strings in the news schema: a missing or unknown value is the catalogued
 * error 6 or 3 of the widget (widgets/news/setup.ts), not a generic invalid-option diagnostic. The values setupOf
 * accepts are offered in a select; a unit test holds them equal to what setupOf accepts.
 */
export const NEWS_CHOICES = { behaviorChoice: ['mini', 'full'], sourceChoice: ['auto', 'manual'] } as const;

export const TYPES: Record<string, WidgetType> = {
  news: {
    schema: NewsOptionsSchema,
    start: { behaviorChoice: 'mini', sourceChoice: 'manual', manualMotifsList: ['ABP'] },
    id: '701',
    choices: NEWS_CHOICES,
  },
  map: {
    schema: MapOptionsSchema,
    start: { lepContentId: '7' },
    id: '628',
    choices: {},
  },
};
