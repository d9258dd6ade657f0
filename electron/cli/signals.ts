/**
 * Listen for Ctrl+C (SIGINT) and SIGTERM until `off()`: the first one calls `first` (cancel, stop
 * cleanly), a second one kills the process as the signal does without us.
 *
 * The listener stays registered after the first signal on purpose. proper-lockfile's exit hook
 * (signal-exit, registered when the first lock is taken, often after this listener) re-raises a
 * signal when it finds itself the only listener left, which would kill the process in the middle
 * of the clean stop the first signal asked for.
 */
export function onStopSignals(first: (signal: NodeJS.Signals) => void): () => void {
  let seen = false;
  const off = (): void => {
    process.off('SIGINT', on);
    process.off('SIGTERM', on);
  };
  function on(signal: NodeJS.Signals): void {
    if (!seen) {
      seen = true;
      first(signal);
      return;
    }
    off();
    process.kill(process.pid, signal);
  }
  process.on('SIGINT', on);
  process.on('SIGTERM', on);
  return off;
}
