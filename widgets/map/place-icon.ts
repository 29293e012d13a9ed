/**
 * The search marker's icon from Places API (New) (README › Office-map widget, "Place search"): the place class gives a
 * one-colour SVG mask (`svgIconMaskURI`) meant to be tinted with its category colour (`iconBackgroundColor`). The mask
 * is drawn at the icon's 71×71 px and filled with that colour (canvas, 'source-in'), as a PNG data URL the classic
 * marker scales to 35×35. The mask is read with CORS (a canvas that drew a cross-origin image without it cannot be
 * read); a mask that does not load or cannot be read gives no icon (the default marker), never another place's.
 */

/** The icon's size as drawn (the seed's 71×71 place icons). */
export const PLACE_ICON_PX = 71;
/** Google's colour for places of no particular category, for a place whose colour is missing. */
export const DEFAULT_ICON_COLOR = '#7B9EB0';

const tinted = new Map<string, Promise<string | null>>();

function draw(mask: string, color: string): Promise<string | null> {
  return new Promise((resolve) => {
    const img = new Image();
    img.crossOrigin = 'anonymous';
    img.onload = () => {
      try {
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = PLACE_ICON_PX;
        const g = canvas.getContext('2d');
        if (!g) return resolve(null);
        g.drawImage(img, 0, 0, PLACE_ICON_PX, PLACE_ICON_PX);
        g.globalCompositeOperation = 'source-in'; // the colour where the mask is drawn, nowhere else
        g.fillStyle = color;
        g.fillRect(0, 0, PLACE_ICON_PX, PLACE_ICON_PX);
        resolve(canvas.toDataURL('image/png'));
      } catch {
        resolve(null); // a canvas the mask tainted (served without CORS)
      }
    };
    img.onerror = () => resolve(null);
    img.src = mask;
  });
}

/** The tinted icon of a place's mask (null without a mask, or when it cannot be drawn); each mask and colour once. */
export function placeIcon(mask: string | null | undefined, color: string | null | undefined): Promise<string | null> {
  if (!mask) return Promise.resolve(null);
  const fill = color || DEFAULT_ICON_COLOR;
  const key = `${fill} ${mask}`;
  let icon = tinted.get(key);
  if (!icon) {
    icon = draw(mask, fill);
    // A failure is not kept: the next search with that mask tries again.
    icon.then((url) => url === null && tinted.delete(key));
    tinted.set(key, icon);
  }
  return icon;
}
