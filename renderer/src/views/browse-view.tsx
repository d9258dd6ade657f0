import { useMemo } from 'react';
import type { MethodOutput } from '../../../electron/core/api/contract.js';
import { useCall, useEvent } from '../client/api-context.js';
import { ErrorBox, Loading } from '../components/error-box.js';
import { useDreams } from '../dream/dream-store.js';
import { plural } from '../lib/format.js';
import { Markdown } from '../lib/markdown.js';
import { memoryLinks } from '../lib/memory-links.js';
import { navigate, routeHref } from '../router.js';
import { IndexWarning, kindLabel } from './dirs-view.js';
import { FileList, withProblemFiles, type FileSummary } from './file-list.js';
import { FilePane } from './file-pane.js';
import { useScrollIntoViewOnChange } from '../lib/scroll-into-view.js';

type Contents = MethodOutput<'memoryDirs.read'>;

const INDEX_MAX_LINES = 200;
const INDEX_MAX_CHARS = 25_000;

/** MEMORY.md: what Claude Code loads first, with its size against the load limits. */
function IndexPane({ contents, files }: { contents: Contents; files: FileSummary[] }) {
  const dir = contents.memoryDir;
  const links = useMemo(() => memoryLinks(dir.id, null, files), [dir.id, files]);
  const index = contents.index;
  if (!index) {
    return (
      <article className="pane" data-testid="index-view">
        <h2>MEMORY.md</h2>
        <p className="muted">This memory dir has no MEMORY.md yet. Claude Code creates it when it saves its first memory.</p>
      </article>
    );
  }
  // The engine's counts: lines as `wc -l` and Claude Code count them, characters as Claude Code does.
  const lines = dir.indexLines;
  const chars = dir.indexChars ?? index.text.trim().length;
  // A file that exists but could not be read is not a stale pointer.
  const stale = index.entries.filter((e) => !e.exists && !files.some((f) => f.file === e.file));
  return (
    <article className="pane" data-testid="index-view" aria-labelledby="index-title">
      <header className="pane-head">
        <div>
          <h2 id="index-title">MEMORY.md <a className="btn btn-small" href={routeHref({ name: 'edit', dirId: dir.id, file: 'MEMORY.md' })} data-testid="edit-index">Edit</a></h2>
          <p className="path">
            The index Claude Code loads into every session ·{' '}
            <span className={lines > INDEX_MAX_LINES ? 'over' : undefined} data-testid="index-line-count">{lines.toLocaleString('en')} / {INDEX_MAX_LINES} lines</span> ·{' '}
            <span className={chars > INDEX_MAX_CHARS ? 'over' : undefined}>{chars.toLocaleString('en')} / {INDEX_MAX_CHARS.toLocaleString('en')} characters</span>
          </p>
        </div>
      </header>
      <IndexWarning dir={dir} />
      {stale.length > 0 && (
        <div className="notice notice-warn" data-testid="stale-pointers">
          <p className="notice-title">{plural(stale.length, 'line points', 'lines point')} at a file that does not exist</p>
          <ul>{stale.map((e) => <li key={e.lineNo}>Line {e.lineNo}: <code>{e.file}</code> ({e.title})</li>)}</ul>
          <p className="notice-next"><strong>What to do:</strong> a dream removes stale lines from the index.</p>
        </div>
      )}
      <Markdown text={index.text} links={links} testId="index-body" />
    </article>
  );
}

export function BrowseView({ dirId, file }: { dirId: string; file: string | null }) {
  useMemo(() => performance.mark('browse-start'), [dirId]); // page time for the benchmark
  const { data, error, loading, reload } = useCall('memoryDirs.read', { memoryDirId: dirId });
  useEvent('memoryDir.changed', (p) => p.memoryDirId === dirId && reload());
  useEvent('dream.finished', (p) => p.memoryDirId === dirId && reload());
  useEvent('snapshot.restored', (p) => p.memoryDirId === dirId && reload());
  const { start, runs } = useDreams();
  const paneRef = useScrollIntoViewOnChange<HTMLDivElement>(file);
  const problemFiles = useMemo(() => new Set(data?.problems.map((p) => p.file) ?? []), [data]);
  const listed = useMemo(() => (data ? withProblemFiles(data.files, data.problems) : []), [data]);
  if (error && !data) return <section className="page"><ErrorBox error={error} title="Could not open this memory dir" onRetry={reload} /></section>;
  if (!data) return <section className="page">{loading && <Loading />}</section>;
  const dir = data.memoryDir;
  const running = runs[dir.id]?.state === 'running';
  const workspace = dir.kind === 'openclaw-workspace';
  const shown = file ?? (workspace && data.files.some((f) => f.file === 'MEMORY.md') ? 'MEMORY.md' : null);
  return (
    <section className="browse" aria-labelledby="browse-title">
      <header className="browse-head">
        <div>
          <p className="crumbs"><a href="#/dirs">Memory dirs</a> ›</p>
          <h1 id="browse-title">{dir.label} <span className="badge">{kindLabel(dir.kind)}</span></h1>
          <p className="path" title={dir.memoryDir}>{dir.memoryDir}</p>
        </div>
        <div className="actions">
          <button type="button" className="btn btn-primary" disabled={running} onClick={() => { void start(dir.id, { dryRun: false }); navigate({ name: 'dream', dirId: dir.id }); }} data-testid="dream-now">Dream now</button>
          <button type="button" className="btn" disabled={running} onClick={() => { void start(dir.id, { dryRun: true }); navigate({ name: 'dream', dirId: dir.id }); }} data-testid="dream-preview">Preview (dry run)</button>
          <a className="btn btn-ghost" href={routeHref({ name: 'map', dirId: dir.id })} data-testid="map-link">Map</a>
          <a className="btn btn-ghost" href={routeHref({ name: 'history', dirId: dir.id })}>History</a>
          <a className="btn btn-ghost" href={routeHref({ name: 'snapshots', dirId: dir.id })}>Snapshots</a>
        </div>
      </header>
      {data.problems.length > 0 && (
        <details className="notice notice-warn" data-testid="dir-problems">
          <summary>{plural(data.problems.length, 'file')} could not be read and will be left untouched</summary>
          <ul className="problem-list">
            {data.problems.map((p) => (
              <li key={`${p.file}:${p.line ?? ''}`} data-testid="problem">
                <a href={routeHref({ name: 'browse', dirId, file: p.file })}><code>{p.file}{p.line ? `:${p.line}` : ''}</code></a> {p.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
      <div className="browse-body">
        <aside className="browse-side" aria-label="Files">
          <a className={`index-link${file === null ? ' active' : ''}`} href={routeHref({ name: 'browse', dirId, file: null })} aria-current={file === null ? 'page' : undefined} data-testid="index-link">
            MEMORY.md <span className="muted">{workspace ? 'long-term memory' : 'index'}</span>
          </a>
          <a className="index-link" href={routeHref({ name: 'edit', dirId, file: null })} data-testid="new-memory-link">+ New memory</a>
          <FileList dirId={dirId} files={listed} selected={file} problemFiles={problemFiles} hasIndex={!workspace} />
        </aside>
        <div className="browse-main" ref={paneRef}>
          {/* In OpenClaw's own layout MEMORY.md is the memory itself, shown like any memory file. */}
          {shown === null ? <IndexPane contents={data} files={listed} /> : <FilePane key={shown} dirId={dirId} file={shown} files={data.files} problems={data.problems} />}
        </div>
      </div>
    </section>
  );
}
