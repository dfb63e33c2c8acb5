import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts the real entry point (src/main.ts through tsx) as a separate process. */
function startProcess(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('timed out');
}

describe('the server process', () => {
  it('stops with one clear line for a bad configuration value', async () => {
    const { exited, output } = startProcess({ PORT: 'abc' });
    expect(await exited).toBe(1);
    expect(output().trim()).toMatch(/^Invalid configuration: PORT .*\(got "abc"\)$/m);
  }, 30_000);

  it('starts, prints its URLs, and on SIGTERM exits 0 within 10 s', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rw-main-'));
    const { child, exited, output } = startProcess({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    });
    try {
      await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200, 45_000);
      expect(output()).toContain(`http://localhost:${port}`);
      expect(output()).toContain(`http://localhost:${port}/dev/mailbox`);
      const started = Date.now();
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 60_000);
});
