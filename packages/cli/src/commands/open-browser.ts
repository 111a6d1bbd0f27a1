import { spawn } from 'node:child_process';

/** Opens a URL in the default browser, if the system has a way to; never fails the command. */
export function openBrowser(url: string): void {
  const [command, ...args] = process.platform === 'darwin' ? ['open', url] : process.platform === 'win32' ? ['cmd', '/c', 'start', '', url] : ['xdg-open', url];
  try {
    const child = spawn(command!, args, { stdio: 'ignore', detached: true });
    child.on('error', () => {});
    child.unref();
  } catch {
    // No browser to open (a server, a container): the URL is printed anyway.
  }
}
