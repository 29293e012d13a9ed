/** Import a chunk; a failed import is tried once more (after a short pause) before it is reported. */
export async function importWithRetry<T>(load: () => Promise<T>, delayMs = 300): Promise<T> {
  try {
    return await load();
  } catch {
    await new Promise((r) => setTimeout(r, delayMs));
    return load();
  }
}
