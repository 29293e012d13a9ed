/**
 * Follows the page container for the launcher: an element inserted into it later (with its subtree) is handed to
 * `added`, an element removed from it to `removed`. Each is judged by where it is when the records arrive: an element
 * moved within the page is only added (again), one inserted and removed in between only removed.
 * Returns the observer (its disconnect() stops it). In the entry: keep it small.
 */
export function observePage(page: Element, added: (el: Element) => void, removed: (el: Element) => void): MutationObserver {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) if (node instanceof Element && !node.isConnected) removed(node);
      for (const node of record.addedNodes) if (node instanceof Element && node.isConnected) added(node);
    }
  });
  observer.observe(page, { childList: true, subtree: true });
  return observer;
}
