/**
 * When the page behaviours loaded on demand (navigation, with the fixed menu that sets the root's scroll-padding-top;
 * hash tabs…) have installed or failed: a `?st=` scroll waits for it, so that it lands below a fixed menu whose chunk
 * arrived late (slow connection) rather than under it. Set by installBehaviours (index.ts).
 */
export const onDemandInstalled: { done: Promise<unknown> } = { done: Promise.resolve() };
