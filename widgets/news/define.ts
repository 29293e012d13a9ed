// Placeholder registration, replaced by the news widget's real definition.
import * as z from 'zod/mini';
import { defineWidget } from '../../src/registry';

export default defineWidget({
  type: 'news',
  options: z.looseObject({}),
  load: () => import('./view'),
});
