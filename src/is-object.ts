/** Whether a value is a JSON object (not null, not an array): what the page contract and options markup must hold. */
export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
