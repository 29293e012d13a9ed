/**
 * The page behaviours (spec §2.2–2.5, §4.1–4.6): framework-free, one per file, each doing nothing where its markup is
 * absent. Installed by the entry on page ready.
 */
import type { PageContext } from '../page-context';

export type Behaviour = (ctx: PageContext) => void;

const behaviours: Behaviour[] = [];

export function installBehaviours(ctx: PageContext): void {
  for (const install of behaviours) {
    try {
      install(ctx);
    } catch (e) {
      console.warn('[dm-front] a page behaviour failed', e);
    }
  }
}
