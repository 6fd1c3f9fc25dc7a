// Makes sure Playwright has a browser. On Debian as root with none present it
// installs Debian's chromium package; otherwise it stops with the exact command.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findBrowser } from './find-browser.mjs';

let path = findBrowser();
if (!path) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const debian = existsSync('/etc/debian_version');
  if (isRoot && debian) {
    console.log('No Chromium found; installing Debian\'s chromium package …');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    path = findBrowser();
  }
}
if (!path) {
  console.error('No Chromium browser found for the end-to-end tests. Install one with:\n  sudo apt-get update && sudo apt-get install -y chromium\nor set CHROMIUM_PATH=/path/to/chromium.');
  process.exit(1);
}
console.log(`Chromium: ${path}`);
