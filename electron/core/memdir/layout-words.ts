/**
 * Which OpenClaw layout a dir is, in the window's words, for the tray and the CLI: the two look
 * alike by name (both hold a MEMORY.md). A leaf module: no imports, so `--help` stays light.
 */
export function openClawLayoutWords(kind: string): string | null {
  if (kind === 'openclaw-workspace') return 'OpenClaw workspace';
  if (kind === 'openclaw') return 'OpenClaw memory-system folder';
  return null;
}
