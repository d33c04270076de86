// Debian's own engines (nginx, redis-server, wrk) for the cluster and its load tests: installed with
// apt-get when missing and this runs as root, else a message that says how.
import { execFileSync, spawnSync } from 'node:child_process';

/**
 * The absolute path of a command on PATH (or in /usr/sbin, where Debian puts daemons), else null.
 * @param {string} command
 * @returns {string | null}
 */
export function commandPath(command) {
  const found = spawnSync('sh', ['-c', `command -v ${command} || ls /usr/sbin/${command} 2>/dev/null`], {
    encoding: 'utf8',
  });
  const line = found.stdout.trim().split('\n')[0];
  return line ? line : null;
}

/**
 * The command's path, installing its Debian package first if it is missing (as root).
 * @param {string} command
 * @param {string} [pkg]
 * @returns {string}
 */
export function ensureCommand(command, pkg = command) {
  const existing = commandPath(command);
  if (existing) return existing;
  const how = `apt-get install -y ${pkg}`;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${command} is missing: install Debian's package with \`sudo ${how}\`, then run this again`,
    );
  }
  console.log(`${command} is missing: ${how}`);
  try {
    execFileSync('apt-get', ['install', '-y', pkg], { stdio: 'inherit' });
  } catch {
    try {
      execFileSync('apt-get', ['update'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', pkg], { stdio: 'inherit' });
    } catch {
      throw new Error(`${command} is missing and \`${how}\` failed: install it, then run this again`);
    }
  }
  const installed = commandPath(command);
  if (!installed) throw new Error(`${command} is still missing after \`${how}\``);
  return installed;
}
