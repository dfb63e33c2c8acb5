import pino from 'pino';

/** How long the exit may wait for stdout to take the last log lines before they are dropped. */
const EXIT_FLUSH_LIMIT_MS = 1000;

/**
 * The server's log destination on stdout: pino's default (asynchronous writes, a synchronous flush
 * of what is left when the process exits) except that the exit flush gives up after 1 s.
 *
 * Issue 28: pino's exit flush retries every 100 ms (`Atomics.wait`) for as long as stdout is a
 * full pipe — for ever when whatever started the server stopped reading its output — so servers
 * that had shut down cleanly never exited. Lines stdout cannot take within the limit are dropped.
 */
export function stdoutDestination(): pino.DestinationStream {
  let flushDeadline = 0;
  const destination = pino.destination({
    dest: 1,
    sync: false,
    // While running, writes are asynchronous and a full pipe is retried without blocking anything;
    // during the exit flush only until the deadline (then the flush throws, caught below).
    retryEAGAIN: () => flushDeadline === 0 || Date.now() < flushDeadline,
  });
  const flushSync = destination.flushSync.bind(destination);
  destination.flushSync = () => {
    flushDeadline = Date.now() + EXIT_FLUSH_LIMIT_MS;
    try {
      flushSync();
    } catch {
      // stdout would not take the last lines in time: they are lost, the exit goes on
    } finally {
      flushDeadline = 0;
    }
  };
  return destination;
}
