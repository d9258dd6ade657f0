import { useEffect, useMemo, useRef, useState } from 'react';
import type { MethodOutput } from '../../../electron/core/api/contract.js';
import { VirtualList } from '../components/virtual-list.js';
import { routeHref } from '../router.js';

export type FileSummary = MethodOutput<'memoryDirs.read'>['files'][number];
type Group = FileSummary['group'];

const GROUPS: Array<{ group: Group; label: string }> = [
  { group: 'user', label: 'User' },
  { group: 'feedback', label: 'Feedback' },
  { group: 'project', label: 'Project' },
  { group: 'reference', label: 'Reference' },
  { group: 'team', label: 'Team' },
  { group: 'logs', label: 'Logs' },
  { group: 'other', label: 'Other' },
];

type Row = { kind: 'group'; label: string; count: number } | { kind: 'file'; file: FileSummary };

/** The type a file's name suggests (`feedback_x.md`, `team/…`), for files whose frontmatter could not be read. */
function groupFromName(file: string): Group {
  if (file.startsWith('team/')) return 'team';
  if (file.startsWith('logs/')) return 'logs';
  const m = /^(user|feedback|project|reference)[_-]/.exec(file);
  return m ? (m[1] as Group) : 'other';
}

/**
 * Unreadable files are not memory summaries, but a person must still find them (to fix them):
 * list them too, under the type their name suggests.
 */
export function withProblemFiles(files: FileSummary[], problems: ReadonlyArray<{ file: string; reason: string }>): FileSummary[] {
  const known = new Set(files.map((f) => f.file));
  const extra: FileSummary[] = [];
  for (const p of problems) {
    if (known.has(p.file) || !p.file.toLowerCase().endsWith('.md') || p.file.split('/').pop() === 'MEMORY.md') continue;
    known.add(p.file);
    extra.push({ file: p.file, name: null, description: p.reason, type: null, group: groupFromName(p.file), size: 0, mtime: '', indexed: true });
  }
  return extra.length ? [...files, ...extra] : files;
}

/** Group headers and file rows in one flat list, so one fixed-height virtual list shows both. */
export function buildRows(files: FileSummary[], filter: string): Row[] {
  const q = filter.trim().toLowerCase();
  const byGroup = new Map<Group, FileSummary[]>();
  for (const f of files) {
    if (q && !f.file.toLowerCase().includes(q) && !(f.name ?? '').toLowerCase().includes(q) && !(f.description ?? '').toLowerCase().includes(q)) continue;
    const list = byGroup.get(f.group);
    if (list) list.push(f);
    else byGroup.set(f.group, [f]);
  }
  const rows: Row[] = [];
  for (const { group, label } of GROUPS) {
    const inGroup = byGroup.get(group);
    if (!inGroup) continue;
    // Code-unit order, not localeCompare: ICU collation is ~10x slower on thousands of names.
    inGroup.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
    rows.push({ kind: 'group', label, count: inGroup.length });
    for (const file of inGroup) rows.push({ kind: 'file', file });
  }
  return rows;
}

const ROW_HEIGHT = 56;

interface FileListProps {
  dirId: string;
  files: FileSummary[];
  selected: string | null;
  problemFiles: ReadonlySet<string>;
  /** Whether the dir has an index to be missing from (not OpenClaw's workspace, whose MEMORY.md is the memory itself). */
  hasIndex?: boolean;
}

/** Every memory file of a dir, grouped by type; fast with thousands (virtualized). */
export function FileList({ dirId, files, selected, problemFiles, hasIndex = true }: FileListProps) {
  const [filter, setFilter] = useState('');
  const measured = useRef<FileSummary[] | null>(null);
  const rows = useMemo(() => {
    // Page-time figures for the benchmark: from data in hand to rows on screen.
    if (measured.current !== files) performance.mark('list-start');
    return buildRows(files, filter);
  }, [files, filter]);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (measured.current === files) return;
    measured.current = files;
    setReady(false);
    // The frame with the list is painted after this animation frame: mark just after it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        performance.mark('list-end');
        performance.measure('list', 'list-start', 'list-end');
        if (performance.getEntriesByName('browse-start', 'mark').length) performance.measure('list-load', 'browse-start', 'list-end');
        setReady(true);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [files]);
  const fileCount = rows.reduce((n, r) => n + (r.kind === 'file' ? 1 : 0), 0);
  return (
    <div className="file-list" data-ready={ready ? 'true' : 'false'}>
      <div className="file-list-head">
        <label htmlFor="file-filter" className="sr-only">Filter files by name</label>
        <input id="file-filter" type="search" placeholder={`Filter ${files.length.toLocaleString('en')} files…`} value={filter} onChange={(e) => setFilter(e.target.value)} data-testid="file-filter" />
        <p className="muted small" aria-live="polite">{filter ? `${fileCount.toLocaleString('en')} of ${files.length.toLocaleString('en')} memory files` : `${files.length.toLocaleString('en')} memory files`}</p>
      </div>
      <VirtualList
        count={rows.length}
        rowHeight={ROW_HEIGHT}
        ariaLabel="Memory files"
        testId="file-list"
        isFocusable={(i) => rows[i]?.kind === 'file'}
        activeIndex={rows.findIndex((r) => r.kind === 'file' && r.file.file === selected)}
        renderRow={(i) => {
          const row = rows[i]!;
          if (row.kind === 'group') {
            return <div className="group-header" data-testid="group-header" role="heading" aria-level={2}>{row.label} <span className="muted">{row.count.toLocaleString('en')}</span></div>;
          }
          const f = row.file;
          const broken = problemFiles.has(f.file);
          return (
            <a
              className="file-row"
              href={routeHref({ name: 'browse', dirId, file: f.file })}
              aria-current={selected === f.file ? 'page' : undefined}
              data-testid="file-row"
              data-file={f.file}
            >
              <span className="file-row-top">
                <span className="file-title">{f.name ?? f.file.replace(/\.md$/, '')}</span>
                {broken && <span className="badge badge-warn" title="Could not be read; left untouched">unreadable</span>}
                {hasIndex && !f.indexed && f.group !== 'logs' && <span className="badge badge-muted" title="No line in MEMORY.md points here">not in index</span>}
              </span>
              <span className="file-desc">{f.description ?? f.file}</span>
            </a>
          );
        }}
      />
    </div>
  );
}
