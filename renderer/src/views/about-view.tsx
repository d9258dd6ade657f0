declare const __AUTODREAM_VERSION__: string;

/** The version (from package.json at build time); "dev" when the page was not built by Vite. */
export const VERSION = typeof __AUTODREAM_VERSION__ === 'string' ? __AUTODREAM_VERSION__ : 'dev';

/** About autodream: the version and where its own state lives. */
export function AboutView() {
  return (
    <section className="page" aria-labelledby="about-title">
      <div className="page-head">
        <h1 id="about-title">About autodream</h1>
        <p className="lede" data-testid="about-version">Version {VERSION}</p>
      </div>
      <div className="card">
        <p>autodream keeps your AI coding agents’ Markdown memory healthy: when the computer is idle it “dreams” over it, fixing dates, merging duplicates and pruning the index, with a snapshot first and an undo for every dream.</p>
        <p>It follows Claude Code’s own rules: the same memory paths, the same <code>.consolidate-lock</code>, and Claude Code’s <code>autoDreamEnabled</code> switch. Pausing automatic dreams here leaves that switch alone.</p>
      </div>
    </section>
  );
}
