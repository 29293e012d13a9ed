/** The one console prefix of the runtime, so integrators can filter its messages. */
export const PREFIX = '[dm-front]';

export const warn = (...args: unknown[]) => console.warn(PREFIX, ...args);
export const error = (...args: unknown[]) => console.error(PREFIX, ...args);
