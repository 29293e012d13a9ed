/** The page-wide API of the widget runtime, `window.DmFront` (shipped as dist/front.d.ts). */
export interface DmFrontApi {
  /** Runtime version (package.json). */
  readonly version: string;
  /**
   * Find every widget placeholder inside root and launch and mount the new ones. Idempotent. Without a root, or with
   * anything that is not a node (null, a jQuery object): #dm_page.
   */
  mount(root?: ParentNode | null): void;
  /**
   * Unmount the widget of this placeholder, and of every placeholder inside it: React root gone, requests aborted.
   * Anything that is not a node (null, a jQuery object) is ignored.
   */
  unmount(el: Element | null): void;
  /** Unmount placeholders that left the page container and mount the new ones inside root (as for mount). */
  rescan(root?: ParentNode | null): void;
}

declare global {
  interface Window {
    DmFront?: DmFrontApi;
  }
}
