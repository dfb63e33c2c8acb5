import { Worker } from 'node:worker_threads';

/**
 * The watchdog's own code, run in a worker thread (evaluated from this string, so the server stays
 * one bundled file). Its timer runs on its own thread: the main thread may be stuck where no timer
 * of its own fires — issue 28 found it inside `Atomics.wait`, pino retrying a log line to a stdout
 * pipe nobody read — and the worker still ends the process on time. It writes its line through the
 * thread pool and kills 200 ms later whatever happened to the write, because stderr may be that
 * same full pipe.
 */
const WATCHDOG_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
let pending = workerData.pending;
parentPort.on('message', (message) => { pending = message; });
const end = () => process.kill(process.pid, 'SIGKILL');
setTimeout(() => {
  const line = JSON.stringify({
    level: 60,
    time: Date.now(),
    pid: process.pid,
    msg: workerData.message,
    pending,
  });
  setTimeout(end, 200);
  fs.write(2, line + '\\n', end);
}, Math.max(0, workerData.deadlineAt - Date.now()));
`;

export interface ShutdownWatchdog {
  /**
   * What shutdown waits for now (newest first or in any order: it is printed as given). Sent ahead
   * of time because at the deadline the main thread may be unable to say anything.
   */
  pending(what: string[]): void;
}

/**
 * Starts, on the signal, a worker thread that ends the process with SIGKILL `deadlineMs` after
 * `startedAt` unless the process exited before, first writing one JSON line to stderr naming
 * what was still pending. Call it before anything else in the signal handler: even a log line can
 * block the main thread.
 */
export function startShutdownWatchdog(options: {
  signal: string;
  deadlineMs: number;
  startedAt?: number;
  /** A watchdog that failed to start leaves only the main thread's own deadline: say so. */
  onError?: (error: Error) => void;
}): ShutdownWatchdog {
  const startedAt = options.startedAt ?? Date.now();
  const worker = new Worker(WATCHDOG_SOURCE, {
    eval: true,
    // The source above is CommonJS: flags of the main process (`--input-type=module`, loaders)
    // must not change how it is read.
    execArgv: [],
    workerData: {
      deadlineAt: startedAt + options.deadlineMs,
      message: `shutdown did not finish within ${options.deadlineMs / 1000} s of ${options.signal}: ending the process (SIGKILL)`,
      pending: ['shutdown starting'],
    },
    // Logs, not a second heap's worth of memory: the worker holds a timer and a string list.
    resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 },
  });
  // The watchdog never keeps a finished process alive; process.exit() ends it with the rest.
  worker.unref();
  worker.on('error', (error) => options.onError?.(error));
  return {
    pending(what) {
      worker.postMessage(what);
    },
  };
}
