/** Article timestamps (dateUpdate_ts): read by the answers' schemas and by the date formatting. */

/** The plausible range of an article's date, in unix seconds: 1 January 1980 to 1 January 2100. */
export const TS_RANGE = [315_532_800, 4_102_444_800] as const;

/**
 * A timestamp read as unix seconds in TS_RANGE; one in milliseconds, microseconds or nanoseconds that falls in the
 * range once divided is repaired; anything else is no timestamp (undefined).
 */
export function saneSeconds(ts: number | null | undefined): number | undefined {
  if (typeof ts !== 'number' || !Number.isFinite(ts)) return undefined;
  for (const unit of [1, 1e3, 1e6, 1e9]) {
    const s = Math.floor(ts / unit);
    if (s >= TS_RANGE[0] && s < TS_RANGE[1]) return s;
  }
  return undefined;
}
