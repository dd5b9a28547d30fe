// The tree the drill builds: a fresh copy of the repository as a clone would have it (tracked
// files plus your uncommitted edits, nothing ignored: no node_modules, dist, data or .env), and
// the .env a customer makes from .env.example.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export function freshCopy(repo, dest) {
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: repo,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  )
    .split('\0')
    .filter(Boolean);
  let copied = 0;
  for (const file of files) {
    if (!existsSync(join(repo, file))) continue; // deleted in the working copy, not committed yet
    mkdirSync(dirname(join(dest, file)), { recursive: true });
    copyFileSync(join(repo, file), join(dest, file));
    copied += 1;
  }
  return copied;
}

/** cp .env.example .env, then the settings given (a line replaced, or added when missing). */
export function writeEnv(dir, settings) {
  let text = readFileSync(join(dir, '.env.example'), 'utf8');
  for (const [key, value] of Object.entries(settings)) {
    const line = new RegExp(`^${key}=.*$`, 'm');
    text = line.test(text) ? text.replace(line, `${key}=${value}`) : `${text}\n${key}=${value}\n`;
  }
  writeFileSync(join(dir, '.env'), text);
}

/**
 * The public images the stack starts from: the Dockerfile's base images (ARG *_IMAGE defaults)
 * and the compose file's own images, but not those of optional profiles.
 */
export function baseImages(dir) {
  const dockerfile = readFileSync(join(dir, 'deploy/docker/Dockerfile'), 'utf8');
  const images = [...dockerfile.matchAll(/^ARG \w+_IMAGE=(\S+)$/gm)].map((m) => m[1]);
  const compose = readFileSync(join(dir, 'docker-compose.yml'), 'utf8');
  for (const service of compose.split(/\n(?= {2}[\w-]+:\n)/)) {
    const image = service.match(/^ {4}image: ([^$\s]\S*)$/m)?.[1];
    if (image && !/^ {4}profiles:/m.test(service)) images.push(image);
  }
  return [...new Set(images)];
}
