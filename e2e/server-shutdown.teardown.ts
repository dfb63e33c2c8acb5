import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/**
 * Global teardown (issue 28): the suite's own server — after a browser walked every page of both
 * workspaces, the reported way to make a server hang on SIGTERM — must exit within 10 s of SIGTERM.
 * It runs before Playwright stops its webServer (which would SIGKILL it); a throw fails the run.
 */
const EXIT_LIMIT_MS = 10_000;

/** The pid of the process listening on 127.0.0.1:`port` (Linux: /proc/net/tcp, then /proc/<pid>/fd). */
function listenerPid(port: number): number | undefined {
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const listening = readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .find((fields) => fields[1] === local && fields[3] === '0A');
  const socket = listening && `socket:[${listening[9]}]`;
  if (!socket) return undefined;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      for (const fd of readdirSync(`/proc/${entry}/fd`)) {
        if (readlinkSync(`/proc/${entry}/fd/${fd}`) === socket) return Number(entry);
      }
    } catch {
      // a process that ended meanwhile, or one we may not inspect
    }
  }
  return undefined;
}

/** Gone, or a zombie waiting for its parent to collect it: either way it has exited. */
function exited(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z') ?? true;
  } catch {
    return true;
  }
}

export default async function checkServerShutdown(): Promise<void> {
  // One server per lane (playwright.config.ts): the second listens 100 ports above the first.
  const firstPort = Number(process.env.E2E_PORT ?? 5199);
  const ports = process.env.E2E_LANES === '2' ? [firstPort, firstPort + 100] : [firstPort];
  await Promise.all(ports.map(checkOneServer));
}

async function checkOneServer(port: number): Promise<void> {
  const pid = listenerPid(port);
  if (pid === undefined) throw new Error(`e2e server shutdown check: nothing listens on port ${port}`);
  const started = Date.now();
  process.kill(pid, 'SIGTERM');
  while (!exited(pid)) {
    if (Date.now() - started > EXIT_LIMIT_MS) {
      process.kill(pid, 'SIGKILL');
      throw new Error(`the e2e server (pid ${pid}) did not exit within 10 s of SIGTERM (issue 28)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.log(`e2e server (pid ${pid}) exited ${((Date.now() - started) / 1000).toFixed(2)} s after SIGTERM`);
}
