import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('stdout log destination', () => {
  // Issue 28: a server whose output nobody reads any more must still exit. pino's own destination
  // flushes at exit for as long as the pipe stays full (for ever here).
  it('lets the process exit when stdout is a full pipe nobody reads', async () => {
    const source = `
      import pino from 'pino';
      import { stdoutDestination } from ${JSON.stringify(path.join(here, 'shutdown-stdout.ts'))};
      const log = pino({}, stdoutDestination());
      const line = 'x'.repeat(1000);
      for (let i = 0; i < 2000; i++) log.info(line); // 2 MB: more than any pipe holds
      setTimeout(() => process.exit(0), 200);
    `;
    const started = Date.now();
    // stdout is a pipe this test never reads from.
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', source], {
      cwd: here,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const limit = setTimeout(() => child.kill('SIGKILL'), 15_000);
    const [code, signal] = await new Promise<[number | null, string | null]>((resolve) =>
      child.on('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal])),
    );
    clearTimeout(limit);
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(Date.now() - started).toBeLessThan(10_000);
    child.stdout.destroy();
  }, 30_000);
});
