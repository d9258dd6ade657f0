/** Maps a session's cwd to its canonical git root (null = not in a repo / gone). */
export type GitRootOf = (cwd: string) => Promise<string | null>;
