import { useEffect, useMemo, useRef, useState } from 'react';
import type { MethodOutput } from '../../../electron/core/api/contract.js';
import { useApi, useCall } from '../client/api-context.js';
import { toUiError, type UiError } from '../client/ui-error.js';
import { DirPicker } from '../components/dir-picker.js';
import { ErrorBox, Loading } from '../components/error-box.js';
import { plural } from '../lib/format.js';
import { highlight } from '../lib/highlight.js';
import { routeHref } from '../router.js';

type Hit = MethodOutput<'search'>['hits'][number];

/** Search across every memory dir (English and Chinese); hits show their matching words marked. */
export function SearchView({ query }: { query: string }) {
  const api = useApi();
  const dirs = useCall('memoryDirs.list', {});
  const [dirId, setDirId] = useState<string | null>(null);
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [how, setHow] = useState<{ mode?: string | undefined; note?: string | undefined }>({});
  const [total, setTotal] = useState(0);
  const [error, setError] = useState<UiError | null>(null);
  const [busy, setBusy] = useState(false);
  const seq = useRef(0);
  useEffect(() => {
    if (!query.trim()) return;
    const mine = ++seq.current;
    setBusy(true);
    setError(null);
    performance.mark('search-start');
    api.call('search', { query, limit: 100, ...(dirId && { memoryDirId: dirId }) }).then(
      (out) => {
        if (mine !== seq.current) return;
        setHits(out.hits);
        setHow({ mode: out.mode, note: out.note });
        setTotal(out.total);
        setBusy(false);
        // Measured after the hits are painted: what a person waits for.
        requestAnimationFrame(() => setTimeout(() => {
          performance.mark('search-end');
          performance.measure('search', 'search-start', 'search-end');
        }, 0));
      },
      (e: unknown) => {
        if (mine !== seq.current) return;
        setError(toUiError(e));
        setBusy(false);
      },
    );
  }, [api, query, dirId]);
  const words = useMemo(() => query.split(/\s+/).filter((w) => w.length > 1 || /[^\p{ASCII}]/u.test(w)), [query]);
  const byDir = useMemo(() => {
    const groups = new Map<string, Hit[]>();
    for (const h of hits ?? []) groups.set(h.memoryDirLabel, [...(groups.get(h.memoryDirLabel) ?? []), h]);
    return [...groups.entries()];
  }, [hits]);
  return (
    <section className="page" aria-labelledby="search-title">
      <div className="page-head">
        <h1 id="search-title">Search{query && <>: <q>{query}</q></>}</h1>
        {dirs.data && dirs.data.memoryDirs.length > 1 && <DirPicker dirs={dirs.data.memoryDirs} value={dirId} onChange={setDirId} allLabel="All memory dirs" />}
      </div>
      {!query && <p className="muted">Type a word in the search box above. Chinese works too (例如：部署).</p>}
      {error && <ErrorBox error={error} title="Search failed" />}
      {busy && !hits && <Loading label="Searching…" />}
      {hits && (
        <div data-testid="search-results" data-count={hits.length} data-total={total} aria-busy={busy}>
          <p className="muted" role="status" data-testid="search-count">
            {hits.length === 0
              ? `Nothing matches “${query}”.`
              : total > hits.length
                ? `${hits.length.toLocaleString('en')} of ${plural(total, 'match', 'matches')}, best first. Add a word to narrow it down.`
                : plural(hits.length, 'match', 'matches')}
            {how.mode === 'hybrid' ? ' · by meaning and words' : how.note ? <span title={how.note} data-testid="search-mode"> · words only</span> : null}
          </p>
          {byDir.map(([label, list]) => (
            <section key={label} className="search-group" aria-label={label}>
              <h2 className="search-group-title">{label}</h2>
              <ol className="hits">
                {list.map((h) => (
                  <li key={`${h.memoryDirId}/${h.file}`} className="hit" data-testid="search-hit" data-file={h.file}>
                    <a href={routeHref({ name: 'browse', dirId: h.memoryDirId, file: h.file === 'MEMORY.md' ? null : h.file })} className="hit-title">
                      {highlight(h.title || h.file, [...h.terms, ...words])}
                    </a>
                    <span className="path"> {h.file}</span>
                    <p className="hit-snippet">{highlight(h.snippet, [...h.terms, ...words])}</p>
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
