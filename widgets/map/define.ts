// Placeholder registration, replaced by the map widget's real definition.
import * as z from 'zod/mini';
import { defineWidget } from '../../src/registry';

export default defineWidget({
  type: 'map',
  options: z.looseObject({}),
  load: () => import('./view'),
});
