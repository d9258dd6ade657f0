import { useMemo, useState } from 'react';
import { useCall, useEvent } from '../client/api-context.js';
import { ErrorBox, Loading } from '../components/error-box.js';
import { TimeText } from '../components/time-text.js';
import { formatBytes } from '../lib/format.js';
import { Markdown } from '../lib/markdown.js';
import { memoryLinks } from '../lib/memory-links.js';
import { routeHref } from '../router.js';
import type { FileSummary } from './file-list.js';

type Problem = { file: string; reason: string; line?: number | undefined };

function frontmatterValue(v: unknown): string {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return v.map(frontmatterValue).join(', ');
  if (typeof v === 'object') return Object.entries(v).map(([k, x]) => `${k}: ${frontmatterValue(x)}`).join(' · ');
  return String(v);
}

function FileProblem({ problem }: { problem: Problem }) {
  return (
    <ErrorBox
      title="This file could not be read"
      error={{ code: 'malformed-file', message: problem.reason, file: problem.file, ...(problem.line !== undefined && { line: problem.line }) }}
    >
      <p>Until it is fixed, dreams leave this file exactly as it is.</p>
    </ErrorBox>
  );
}

/** One memory file: its frontmatter, then its body rendered as Markdown (or the raw source). */
export function FilePane({ dirId, file, files, problems }: { dirId: string; file: string; files: FileSummary[]; problems: Problem[] }) {
  const { data, error, loading, reload } = useCall('memoryDirs.readFile', { memoryDirId: dirId, file });
  // Written on disk meanwhile (Claude Code mid-session, an editor): show the new text.
  useEvent('memoryDir.changed', (p) => p.memoryDirId === dirId && (!p.files || p.files.includes(file)) && reload());
  const [source, setSource] = useState(false);
  const links = useMemo(() => memoryLinks(dirId, file, files), [dirId, file, files]);
  const summary = files.find((f) => f.file === file);
  const problem = problems.find((p) => p.file === file);
  const fm = data?.frontmatter ?? null;
  // Frontmatter that could not be parsed: shown as written, above the rendered body.
  const rawFrontmatter = data && !fm && data.body !== data.text && data.text.endsWith(data.body) ? data.text.slice(0, data.text.length - data.body.length) : null;
  return (
    <article className="pane" data-testid="file-view" data-file={file} aria-labelledby="file-title">
      <header className="pane-head">
        <div>
          <h2 id="file-title">{summary?.name ?? file}</h2>
          <p className="path">{file}{summary && summary.mtime && <> · {formatBytes(summary.size)} · changed <TimeText iso={summary.mtime} compact /></>}</p>
        </div>
        <a className="btn btn-small" href={routeHref({ name: 'edit', dirId, file })} data-testid="edit-file">Edit</a>
        <div className="segmented" role="group" aria-label="Show file as">
          <button type="button" aria-pressed={!source} onClick={() => setSource(false)}>Rendered</button>
          <button type="button" aria-pressed={source} onClick={() => setSource(true)} data-testid="show-source">Source</button>
        </div>
      </header>
      {problem && <FileProblem problem={problem} />}
      {error && !(problem && error.code === 'malformed-file') && <ErrorBox error={error} title={`Could not open ${file}`} onRetry={reload} />}
      {!data && loading && <Loading />}
      {data && (
        <>
          {fm && Object.keys(fm).length > 0 && (
            <dl className="frontmatter" data-testid="frontmatter" aria-label="Frontmatter">
              {Object.entries(fm).map(([k, v]) => (
                <div key={k} className="fm-row">
                  <dt>{k}</dt>
                  <dd>{frontmatterValue(v)}</dd>
                </div>
              ))}
            </dl>
          )}
          {rawFrontmatter !== null && !source && (
            <pre className="frontmatter frontmatter-raw" data-testid="frontmatter-raw" aria-label="Frontmatter as written (could not be read)"><code>{rawFrontmatter.trimEnd()}</code></pre>
          )}
          {source ? (
            <pre className="source" data-testid="file-source"><code>{data.text}</code></pre>
          ) : (
            <Markdown text={fm || rawFrontmatter !== null ? data.body : data.text} links={links} testId="file-body" />
          )}
        </>
      )}
    </article>
  );
}
