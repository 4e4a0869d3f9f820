import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Installs a Debian package with apt-get when we run as root on Debian (a fresh CI machine); returns
 * false when we cannot, so the caller can say what to install by hand.
 */
export function installDebianPackage(name: string): boolean {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return false;
  console.log(`Installing Debian's ${name} with apt-get…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', name], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return true;
}
