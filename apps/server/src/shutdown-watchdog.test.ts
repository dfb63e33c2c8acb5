import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Runs `body` in a child process (the watchdog kills its whole process, so never the test runner's)
 * with the watchdog module loaded as `startShutdownWatchdog`.
 */
function runChild(
  body: string,
): Promise<{ code: number | null; signal: string | null; stderr: string; ms: number }> {
  const source = `
    import { startShutdownWatchdog } from ${JSON.stringify(path.join(here, 'shutdown-watchdog.ts'))};
    ${body}
  `;
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', source], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  // A watchdog that fails must fail the test, not leave a stuck process behind.
  const limit = setTimeout(() => child.kill('SIGKILL'), 10_000);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      clearTimeout(limit);
      resolve({ code, signal, stderr, ms: Date.now() - started });
    });
  });
}

describe('shutdown watchdog', () => {
  it('ends a process whose main thread is stuck in Atomics.wait, naming what was pending', async () => {
    // What issue 28 found: the main thread in a timed Atomics.wait called in a loop (pino retrying a
    // write to a full stdout pipe). No timer of the main thread can fire any more.
    const result = await runChild(`
      const watchdog = startShutdownWatchdog({ signal: 'SIGTERM', deadlineMs: 1000 });
      watchdog.pending(['database close: 1 query in flight (select 1)']);
      setTimeout(() => process.exit(3), 500); // never fires: the loop below never yields
      const cell = new Int32Array(new SharedArrayBuffer(4));
      for (;;) Atomics.wait(cell, 0, 0, 100);
    `);
    expect(result.signal).toBe('SIGKILL');
    expect(result.ms).toBeLessThan(8000);
    const line = JSON.parse(result.stderr.trim().split('\n').at(-1) ?? '{}');
    expect(line.msg).toContain('within 1 s of SIGTERM');
    expect(line.pending).toEqual(['database close: 1 query in flight (select 1)']);
  }, 30_000);

  it('lets a process that finishes in time exit with its own code', async () => {
    const result = await runChild(`
      startShutdownWatchdog({ signal: 'SIGTERM', deadlineMs: 1000 });
      setTimeout(() => process.exit(0), 100);
    `);
    expect(result).toMatchObject({ code: 0, signal: null, stderr: '' });
  }, 30_000);
});
