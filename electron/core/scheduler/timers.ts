import type { Timers } from './types.js';

/** Real timers, unref'd: a pending tick never keeps a CLI or test process alive. */
export const systemTimers: Timers = {
  setTimeout(fn, ms) {
    const t = setTimeout(fn, ms);
    t.unref();
    return t;
  },
  clearTimeout(handle) {
    clearTimeout(handle as NodeJS.Timeout);
  },
};
