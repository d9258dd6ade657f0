import { spawn } from 'node:child_process';

/** The platform's "open this URL" command. */
export function openerFor(platform: NodeJS.Platform, url: string): { command: string; args: string[]; verbatim?: boolean } {
  if (platform === 'darwin') return { command: 'open', args: [url] };
  // `start` is a cmd builtin; its first quoted argument is a window title.
  if (platform === 'win32') return { command: 'cmd', args: ['/c', 'start', '""', `"${url}"`], verbatim: true };
  return { command: 'xdg-open', args: [url] };
}

/** Whether to open a browser: asked for, a person at a terminal, not CI. */
export function shouldOpenBrowser(noOpen: boolean, isTTY: boolean | undefined, env: NodeJS.ProcessEnv): boolean {
  return !noOpen && isTTY === true && !env.CI;
}

/** Best effort: a missing opener or a headless box is not an error, the URL is printed anyway. */
export function openBrowser(url: string, platform: NodeJS.Platform = process.platform): void {
  try {
    const { command, args, verbatim } = openerFor(platform, url);
    const child = spawn(command, args, { detached: true, stdio: 'ignore', windowsHide: true, windowsVerbatimArguments: verbatim === true });
    child.on('error', () => {});
    child.unref();
  } catch {
    // ignored: opening is a convenience
  }
}
