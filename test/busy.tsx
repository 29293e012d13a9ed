/** A component whose render takes ms of the main thread (a card whose render costs time), for the render-slicing tests. */
export function Busy({ ms }: { ms: number }) {
  const end = performance.now() + ms;
  while (performance.now() < end);
  return <i />;
}
