/**
 * Background work done in rounds (the message worker, the IMAP poller): a round every `intervalMs`, and one
 * at once after a kick; never two at a time (a kick during a round runs another right after it); `stop()`
 * waits for the round in progress. A failed round is reported and the next one runs as usual.
 */
export function roundLoop(round: () => Promise<unknown>, onError: (err: unknown) => void) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let again = false;
  let stopped = false;

  function tick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = round()
      .catch(onError)
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          tick();
        }
      });
  }

  return {
    /** Whether stop() was called: a round checks it between items to end early. */
    isStopped: () => stopped,
    start(intervalMs: number): void {
      stopped = false;
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    /** New work is waiting: run a round now rather than at the next interval (only once started). */
    kick(): void {
      if (timer) tick();
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
