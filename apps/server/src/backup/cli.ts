import path from 'node:path';
import { BackupError, createBackup, restoreBackup } from './backup';

/**
 * `npm run backup [-- --out FILE]` and `npm run restore -- FILE [--data-dir DIR]` (built into
 * dist/backup.js; scripts/backup.mjs runs it). DATA_DIR as the server reads it (default ./data).
 */
const usage = `Usage:
  npm run backup [-- --out FILE]            back up DATA_DIR (default ./data) into one .tar.gz
  npm run restore -- FILE [--data-dir DIR]  restore FILE into an empty data directory (default DATA_DIR)`;

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (!value || value.startsWith('--')) throw new BackupError(`${name} needs a value\n${usage}`);
  args.splice(index, 2);
  return value;
}

export async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (process.env.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: this deployment runs on PostgreSQL. Back it up with pg_dump or continuous ' +
        'archiving (point-in-time recovery), as docs/deployment.md describes; npm run backup is for the embedded database.',
    );
    return 2;
  }
  const dataDir = process.env.DATA_DIR || './data';
  try {
    if (command === 'backup') {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const outFile = option(args, '--out') ?? path.join('backups', `rentwise-${stamp}.tar.gz`);
      if (args.length > 0) throw new BackupError(`Unexpected ${args.join(' ')}\n${usage}`);
      const manifest = await createBackup({ dataDir, outFile });
      console.log(
        `Backed up ${path.resolve(dataDir)} to ${path.resolve(outFile)}: the database (${manifest.database.bytes} bytes compressed), ` +
          `${manifest.documents.files} documents (${manifest.documents.bytes} bytes)${manifest.jwtSecret ? ', the JWT secret' : ''}.`,
      );
      return 0;
    }
    if (command === 'restore') {
      const target = option(args, '--data-dir') ?? dataDir;
      const [file, ...rest] = args;
      if (!file || rest.length > 0) throw new BackupError(usage);
      const manifest = await restoreBackup({ file, dataDir: target });
      console.log(
        `Restored the backup of ${manifest.createdAt} into ${path.resolve(target)}: the database and ` +
          `${manifest.documents.files} documents. Start the server with DATA_DIR=${path.resolve(target)}.`,
      );
      return 0;
    }
    console.error(usage);
    return 2;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
