import type { ReactNode } from 'react';
import type { MemoryDirStatus, SchedulerStatusView } from '../../../electron/core/api/contract.js';
import { atTime } from '../../../electron/core/api/scheduler-words.js';
import { useCall, useEvent } from '../client/api-context.js';
import { ErrorBox } from '../components/error-box.js';
import { TimeText } from '../components/time-text.js';
import { useDreams } from '../dream/dream-store.js';
import { plural } from '../lib/format.js';
import { navigate, routeHref } from '../router.js';
import { DirSkeleton, LoadProgress, useDirsLoad } from './dirs-loading.js';

const KIND_LABELS: Record<MemoryDirStatus['kind'], string> = { 'claude-code': 'Claude Code', openclaw: 'OpenClaw memory-system', 'openclaw-workspace': 'OpenClaw', folder: 'Folder' };

export function kindLabel(kind: MemoryDirStatus['kind']): string {
  return KIND_LABELS[kind];
}

/** Why MEMORY.md matters: Claude Code reads only its first 200 lines / 25,000 characters. */
export function IndexWarning({ dir }: { dir: MemoryDirStatus }) {
  if (!dir.indexOverLimit) return null;
  return (
    <div className="notice notice-warn" data-testid="index-warning">
      <p className="notice-title">MEMORY.md is longer than Claude Code loads</p>
      <p>
        It has {plural(dir.indexLines, 'line')}; Claude Code reads only the first 200 lines (and at most 25,000 characters).
        {dir.indexLostEntries > 0 && <> {plural(dir.indexLostEntries, 'entry', 'entries')} past the limit {dir.indexLostEntries === 1 ? 'is' : 'are'} invisible to the agent.</>}
      </p>
      <p className="notice-next"><strong>What to do:</strong> dream now: a dream shortens and prunes the index back inside the limits, and you can undo it.</p>
    </div>
  );
}

function Stat({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="stat" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Problems({ dir }: { dir: MemoryDirStatus }) {
  if (dir.problems.length === 0) return null;
  return (
    <details className="notice notice-warn" data-testid="dir-problems">
      <summary>{plural(dir.problems.length, 'file')} could not be read and will be left untouched</summary>
      <ul className="problem-list">
        {dir.problems.map((p) => (
          <li key={`${p.file}:${p.line ?? ''}`} data-testid="problem">
            <a href={routeHref({ name: 'browse', dirId: dir.id, file: p.file })}><code>{p.file}{p.line ? `:${p.line}` : ''}</code></a> {p.reason}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Gate ids in words, for "Why not now". */
const GATE_WORDS: Record<string, string> = {
  enabled: 'Switched on',
  time: 'Time since the last dream',
  throttle: 'Sessions counted recently',
  sessions: 'New sessions',
  lock: 'Lock',
};

/** The card's "Next dream", agreeing with the gates and the scheduler. Pure. */
export function nextDreamWords(dir: MemoryDirStatus, scheduler: SchedulerStatusView | undefined, autoDreamOff = false, now = Date.now()): string {
  if (dir.lock.state === 'dreaming') return 'Dreaming now';
  if (dir.paused) return 'Automatic dreams are paused for this dir';
  const enabled = dir.gates.find((g) => g.gate === 'enabled');
  if (autoDreamOff || scheduler?.state === 'off') return 'Off: Claude Code’s autoDreamEnabled is false';
  if (enabled && !enabled.pass) return 'Off: see “Why not now”';
  const overLimitNext = dir.indexOverLimit && scheduler?.next?.memoryDirId === dir.id && scheduler.next.reason === 'index-over-limit';
  const when = (what: string) =>
    scheduler?.state === 'paused' ? `${what}, after the pause (${scheduler.pausedUntil ? `until ${atTime(Date.parse(scheduler.pausedUntil), now)}` : 'until you resume'})`
    : scheduler?.state === 'not-running' ? `${what}, once automatic dreams run (the tray app or \`autodream daemon\`)`
    : `${what}, the next time the computer is idle`;
  if (overLimitNext || (dir.indexOverLimit && !dir.due)) return when('Due because MEMORY.md is over the limit');
  if (dir.due) return when('Due now');
  if (dir.nextEligibleAt) return `Not before ${atTime(Date.parse(dir.nextEligibleAt), now)}`;
  const sessions = dir.gates.find((g) => g.gate === 'sessions' && !g.pass);
  if (sessions) {
    const left = Math.max(1, dir.minSessions - dir.sessionsSince);
    return `After ${plural(left, 'more session')}`;
  }
  return 'When the gates open';
}

function lockWords(dir: MemoryDirStatus) {
  switch (dir.lock.state) {
    case 'dreaming':
      return <strong>Dreaming now</strong>;
    case 'held':
      return <>In use by process {dir.lock.pid ?? 'unknown'}</>;
    case 'last-dream':
      return <span className="muted">Free (last dream’s marker)</span>;
    default:
      return dir.lock.held ? <>Held by process {dir.lock.pid ?? 'unknown'}</> : <span className="muted">Free</span>;
  }
}

function DirCard({ dir, scheduler, autoDreamOff }: { dir: MemoryDirStatus; scheduler: SchedulerStatusView | undefined; autoDreamOff: boolean }) {
  const { runs, start } = useDreams();
  const run = runs[dir.id];
  const running = run?.state === 'running';
  const dream = (dryRun: boolean) => {
    void start(dir.id, { dryRun });
    navigate({ name: 'dream', dirId: dir.id });
  };
  const failing = dir.gates.filter((g) => !g.pass);
  return (
    <article className="card dir-card" data-testid="dir-card" data-dir-id={dir.id} aria-labelledby={`dir-${dir.id}`}>
      <header className="card-head">
        <div>
          <h2 id={`dir-${dir.id}`} data-testid="dir-label">
            <a href={routeHref({ name: 'browse', dirId: dir.id, file: null })}>{dir.label}</a>
          </h2>
          <p className="path" title={dir.memoryDir}>{dir.memoryDir}</p>
        </div>
        <div className="badges">
          <span className="badge" data-testid="dir-kind">{kindLabel(dir.kind)}</span>
          {dir.due && dir.lock.state !== 'dreaming' ? <span className="badge badge-accent">Due</span> : null}
          {dir.paused && <span className="badge" data-testid="dir-paused">Paused</span>}
          {dir.lock.state === 'dreaming' && <span className="badge badge-accent" data-testid="lock-badge">Dreaming now</span>}
          {dir.lock.held && dir.lock.state !== 'dreaming' && <span className="badge badge-warn" data-testid="lock-badge">In use</span>}
        </div>
      </header>
      <dl className="stats">
        <Stat label="Last dream" testId="last-dream"><TimeText iso={dir.lastConsolidatedAt} /></Stat>
        <Stat label="Sessions since" testId="sessions-since">
          <strong>{dir.sessionsSince.toLocaleString('en')}</strong> <span className="muted">(needs {dir.minSessions.toLocaleString('en')})</span>
          {dir.relatedSessionsSince > 0 && <span className="muted"> (+{dir.relatedSessionsSince.toLocaleString('en')} in subfolders/worktrees)</span>}
        </Stat>
        <Stat label="Lock" testId="lock-holder">{lockWords(dir)}</Stat>
        <Stat label="Next dream" testId="next-eligible">{nextDreamWords(dir, scheduler, autoDreamOff)}</Stat>
        <Stat label="Memory" testId="dir-counts">
          <span data-testid="memory-count">{plural(dir.files, 'memory', 'memories')}</span>
          {dir.logFiles ? <span className="muted"> + {plural(dir.logFiles, 'daily log')}</span> : null} · MEMORY.md{' '}
          <span data-testid="index-lines" className={dir.indexOverLimit && dir.indexLines > 200 ? 'over' : undefined}>{plural(dir.indexLines, 'line')}</span>
        </Stat>
      </dl>
      {failing.length > 0 && (
        <details className="gates">
          <summary data-testid="why-not-now">Why not now: {failing.map((g) => g.detail).join('; ')}</summary>
          <ul>
            {dir.gates.map((g) => (
              <li key={g.gate} className={g.pass ? 'gate-pass' : 'gate-fail'}>
                <span aria-hidden="true">{g.pass ? '✓' : '✗'}</span> <strong>{GATE_WORDS[g.gate] ?? g.gate}</strong>: {g.detail}
              </li>
            ))}
          </ul>
        </details>
      )}
      <IndexWarning dir={dir} />
      <Problems dir={dir} />
      <footer className="card-actions">
        <button type="button" className="btn btn-primary" onClick={() => dream(false)} disabled={running} data-testid="dream-now">
          {running ? 'Dreaming…' : 'Dream now'}
        </button>
        <button type="button" className="btn" onClick={() => dream(true)} disabled={running} data-testid="dream-preview" title="See what a dream would change, without writing anything">
          Preview (dry run)
        </button>
        <a className="btn btn-ghost" href={routeHref({ name: 'browse', dirId: dir.id, file: null })} data-testid="browse-link">Browse</a>
        <a className="btn btn-ghost" href={routeHref({ name: 'history', dirId: dir.id })}>History</a>
        <a className="btn btn-ghost" href={routeHref({ name: 'snapshots', dirId: dir.id })}>Snapshots</a>
      </footer>
    </article>
  );
}

export function DirsView() {
  const { data, error, loading, reload, known, early } = useDirsLoad();
  const scheduler = useCall('scheduler.status', {});
  // Claude Code's switch, whether or not a scheduler runs in this process.
  const settings = useCall('settings.get', {});
  const autoDreamOff = settings.data?.claude.autoDreamEnabled === false;
  useEvent('scheduler.changed', scheduler.reload);
  useEvent('settings.changed', () => (scheduler.reload(), settings.reload()));
  useEvent('memoryDir.changed', reload);
  useEvent('dream.finished', reload);
  useEvent('snapshot.restored', reload);
  useEvent('settings.changed', reload);
  return (
    <section className="page" aria-labelledby="dirs-title">
      <div className="page-head">
        <h1 id="dirs-title">Memory dirs</h1>
        <p className="lede">Where your agents keep long-term memory. A dream tidies one: fixes dates, merges duplicates, prunes the index. Every dream can be undone.</p>
      </div>
      {error && <ErrorBox error={error} title="Could not list memory dirs" onRetry={reload} />}
      {!data && loading && <LoadProgress known={known} early={early} />}
      {data && data.memoryDirs.length === 0 && (
        <div className="empty">
          <p><strong>No memory dirs found.</strong></p>
          <p>autodream looks in Claude Code’s <code>projects/*/memory</code> folders and OpenClaw’s workspace. Use Claude Code in a project first, or add a folder under <a href="#/settings">Settings → Extra memory folders</a>.</p>
        </div>
      )}
      <div className="card-list" data-testid="dir-list" aria-busy={!data}>
        {data?.memoryDirs.map((d) => <DirCard key={d.id} dir={d} scheduler={scheduler.data} autoDreamOff={autoDreamOff} />)}
        {!data && !error && (known
          ? known.map((k) => {
              const s = early.get(k.id);
              return s ? <DirCard key={k.id} dir={s} scheduler={scheduler.data} autoDreamOff={autoDreamOff} /> : <DirSkeleton key={k.id} dir={k} />;
            })
          : [0, 1, 2].map((i) => <DirSkeleton key={i} dir={null} />))}
      </div>
    </section>
  );
}
