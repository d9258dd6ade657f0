/** Time comes in as a parameter so that gates, retention and the scheduler are testable. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
