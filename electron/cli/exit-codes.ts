/** The CLI's exit codes (shared/design/cli.md): scripts rely on these. */
export const EXIT = {
  ok: 0,
  error: 1,
  usage: 2,
  locked: 3,
  refused: 4,
  cancelled: 5,
} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
