/**
 * Finds nginx for the link-compatibility test, which serves the build with the config the project
 * ships (scripts/delivery/nginx/site.conf): NGINX_PATH, Debian's /usr/sbin/nginx, or nginx on PATH.
 * When none is there and we run as root on Debian, installs Debian's `nginx` with apt-get.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { installDebianPackage } from './apt-install.ts';

function onPath(): string | undefined {
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

export function findNginx(): string {
  const found = [process.env['NGINX_PATH'], '/usr/sbin/nginx', onPath()].find((path): path is string =>
    Boolean(path && existsSync(path)),
  );
  if (found) return found;
  if (installDebianPackage('nginx') && existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  throw new Error(
    'No nginx for the link-compatibility test. Install one (Debian: apt-get install nginx) or set NGINX_PATH to its executable.',
  );
}
