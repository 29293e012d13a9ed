/** The page-wide API of the widget runtime, `window.DmFront` (shipped as dist/front.d.ts). */
export interface DmFrontApi {
  /** Runtime version (package.json). */
  readonly version: string;
  /** Find every widget placeholder inside root (default: #dm_page) and launch and mount the new ones. Idempotent. */
  mount(root?: ParentNode): void;
  /** Unmount the widget of this placeholder, and of every placeholder inside it: React root gone, requests aborted. */
  unmount(el: Element): void;
  /** Unmount placeholders that left the page container and mount the new ones inside root. */
  rescan(root?: ParentNode): void;
}

declare global {
  interface Window {
    DmFront?: DmFrontApi;
  }
}
