/**
 * The news widget in list mode (React chunk): its root (root.tsx) around the list view. In article mode (?title, in
 * full mode) the definition loads article-view.tsx instead, as the widget's plan says (handed down with its first
 * calls: first-calls.ts, define.ts; a catalogued error from the options or page infos stopped the widget before its
 * code was asked for).
 */
import { ListView } from './list-view';
import { newsRoot } from './root';

export default newsRoot(ListView);
