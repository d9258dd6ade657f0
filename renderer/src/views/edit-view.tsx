import { lazy, Suspense, useCallback, useEffect, useState, type FormEvent } from 'react';
import type { EditResult, MethodOutput } from '../../../electron/core/api/contract.js';
import { useApi } from '../client/api-context.js';
import { toUiError, type UiError } from '../client/ui-error.js';
import { ConfirmDialog } from '../components/confirm-dialog.js';
import { ErrorBox, Loading } from '../components/error-box.js';
import { hasFrontmatter, INDEX_MAX_CHARS, INDEX_MAX_LINES, indexLimits, readFields, writeField, ENTRY_MAX_CHARS, type FieldName } from '../lib/frontmatter-fields.js';
import { navigate, routeHref } from '../router.js';
import './edit.css';

const CodeEditor = lazy(() => import('../editor/code-editor.js'));

type Opened = MethodOutput<'memory.read'>;
type Conflict = Extract<EditResult, { status: 'conflict' }>;
type Saved = Extract<EditResult, { status: 'saved' }>;

const TYPES = ['user', 'feedback', 'project', 'reference'] as const;

/** MEMORY.md's size against what Claude Code loads, as you type. */
function IndexLimitsBar({ text }: { text: string }) {
  const l = indexLimits(text);
  const over = (b: boolean) => (b ? 'over' : undefined);
  return (
    <p className="edit-limits" data-testid="index-limits" aria-live="polite">
      <span className={over(l.lines > INDEX_MAX_LINES)} data-testid="limit-lines">{l.lines} / {INDEX_MAX_LINES} lines</span> ·{' '}
      <span className={over(l.chars > INDEX_MAX_CHARS)} data-testid="limit-chars">{l.chars.toLocaleString('en')} / {INDEX_MAX_CHARS.toLocaleString('en')} characters</span> ·{' '}
      <span className={over(l.longEntries.length > 0)} data-testid="limit-long">
        {l.longEntries.length === 0 ? `no entry over ${ENTRY_MAX_CHARS} characters` : `${l.longEntries.length} ${l.longEntries.length === 1 ? 'entry' : 'entries'} over ${ENTRY_MAX_CHARS} characters (line ${l.longEntries.map((e) => e.line).join(', ')})`}
      </span>
    </p>
  );
}

/** Name, description and type, written straight into the text's frontmatter. */
function FrontmatterForm({ text, onText }: { text: string; onText(t: string): void }) {
  const f = readFields(text);
  const set = (field: FieldName) => (e: { target: { value: string } }) => onText(writeField(text, field, e.target.value));
  return (
    <fieldset className="fm-form" aria-label="Frontmatter">
      <label>Name <input value={f.name} onChange={set('name')} data-testid="fm-name" /></label>
      <label>Description <input value={f.description} onChange={set('description')} data-testid="fm-description" /></label>
      <label>Type
        <select value={TYPES.includes(f.type as never) ? f.type : ''} onChange={set('type')} data-testid="fm-type">
          {!TYPES.includes(f.type as never) && <option value="">{f.type || '(none)'}</option>}
          {TYPES.map((t) => <option key={t} value={t}>{t}</option>)}
        </select>
      </label>
      {!hasFrontmatter(text) && <p className="muted">This file has no frontmatter yet; filling a field adds it.</p>}
    </fieldset>
  );
}

/** The file changed on disk since it was opened: both versions, and the person chooses. */
function ConflictPanel({ conflict, busy, onKeepMine, onTakeTheirs }: { conflict: Conflict; busy: boolean; onKeepMine(): void; onTakeTheirs(): void }) {
  return (
    <div className="notice notice-warn" role="alert" data-testid="edit-conflict">
      <p className="notice-title">{conflict.file} changed on disk while you were editing. Nothing was saved.</p>
      <p>Compare the two versions and choose one. Saving yours keeps the version on disk in the snapshot taken before the save; using the version on disk discards your changes.</p>
      <div className="conflict-grid">
        <section aria-label="Your version"><h3>Your version</h3><pre data-testid="conflict-yours">{conflict.yours ?? ''}</pre></section>
        <section aria-label="On disk now"><h3>On disk now</h3><pre data-testid="conflict-theirs">{conflict.theirs ?? '(the file was deleted)'}</pre></section>
      </div>
      <div className="actions">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={onKeepMine} data-testid="conflict-keep-mine">Save mine over it</button>
        <button type="button" className="btn" disabled={busy} onClick={onTakeTheirs} data-testid="conflict-take-theirs">Use the version on disk</button>
      </div>
    </div>
  );
}

function FileEditor({ dirId, file }: { dirId: string; file: string }) {
  const api = useApi();
  const [opened, setOpened] = useState<Opened | null>(null);
  const [loadError, setLoadError] = useState<UiError | null>(null);
  const [text, setText] = useState('');
  const [base, setBase] = useState<{ hash: string | null; text: string }>({ hash: null, text: '' });
  const [error, setError] = useState<UiError | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const [busy, setBusy] = useState(false);
  const [renameTo, setRenameTo] = useState(file);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const load = useCallback(async () => {
    try {
      const o = await api.call('memory.read', { memoryDirId: dirId, file });
      setOpened(o);
      setText(o.text);
      setBase({ hash: o.hash, text: o.text });
      setLoadError(null);
    } catch (e) {
      setLoadError(toUiError(e));
    }
  }, [api, dirId, file]);
  useEffect(() => void load(), [load]);

  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (e) {
      setError(toUiError(e));
    } finally {
      setBusy(false);
    }
  };

  const save = (content: string, baseHash: string | null) => run(async () => {
    const r = await api.call('memory.save', { memoryDirId: dirId, file, content, baseHash });
    if (r.status === 'conflict') {
      setConflict(r);
      return;
    }
    setConflict(null);
    setBase({ hash: r.hash, text: content });
    setSaved(r.status === 'saved' ? r : null);
  });

  const undo = (editId: string) => run(async () => {
    await api.call('dreams.undo', { dreamId: editId });
    await load();
    setSaved(null);
  });

  const rename = (e: FormEvent) => {
    e.preventDefault();
    const to = renameTo.trim();
    if (!to || to === file) return;
    void run(async () => {
      const r = await api.call('memory.rename', { memoryDirId: dirId, file, to, ...(base.hash !== null && { baseHash: base.hash }) });
      if (r.status === 'conflict') setConflict({ ...r, yours: text });
      else navigate({ name: 'edit', dirId, file: r.file });
    });
  };

  const remove = () => run(async () => {
    setConfirmDelete(false);
    const r = await api.call('memory.delete', { memoryDirId: dirId, file, ...(base.hash !== null && { baseHash: base.hash }) });
    if (r.status === 'conflict') setConflict({ ...r, yours: text });
    else navigate({ name: 'browse', dirId, file: null });
  });

  if (loadError) return <ErrorBox error={loadError} title={`Could not open ${file}`} onRetry={() => void load()} />;
  if (!opened) return <Loading />;
  if (!opened.editable) return <ErrorBox error={{ code: 'bad-input', message: opened.readOnlyReason ?? 'This file cannot be edited.', file }} title="This file is read-only" />;
  const dirty = text !== base.text;
  const isMemory = opened.kind === 'memory';
  return (
    <article className="pane edit-pane" data-testid="edit-view" data-file={file} data-dirty={dirty}>
      <header className="pane-head">
        <div>
          <h2>{file}</h2>
          <p className="path">{dirty ? 'Unsaved changes' : 'Saved'} · every save takes a snapshot first and can be undone from History</p>
        </div>
        <div className="actions">
          <a className="btn btn-ghost" href={routeHref({ name: 'browse', dirId, file: file === 'MEMORY.md' ? null : file })}>Close</a>
          <button type="button" className="btn btn-primary" disabled={busy || !dirty} onClick={() => void save(text, base.hash)} data-testid="edit-save">Save</button>
        </div>
      </header>
      {conflict && (
        <ConflictPanel
          conflict={conflict}
          busy={busy}
          onKeepMine={() => void save(conflict.yours ?? text, conflict.theirsHash)}
          onTakeTheirs={() => {
            const theirs = conflict.theirs ?? '';
            setText(theirs);
            setBase({ hash: conflict.theirsHash, text: theirs });
            setConflict(null);
          }}
        />
      )}
      {error && <ErrorBox error={error} title={error.code === 'malformed-file' ? 'Not saved: the frontmatter cannot be read' : error.code === 'locked' ? 'Not saved: a dream is running' : 'Not saved'} />}
      {saved && (
        <div className="notice notice-good" role="status" data-testid="edit-saved">
          <p className="notice-title">Saved {saved.touched.length > 1 ? `${saved.touched.length} files` : saved.file}.</p>
          <p>A snapshot was taken first. <button type="button" className="btn btn-small" disabled={busy} onClick={() => void undo(saved.editId)} data-testid="edit-undo">Undo this save</button></p>
        </div>
      )}
      {isMemory && <FrontmatterForm text={text} onText={setText} />}
      {opened.kind === 'index' && <IndexLimitsBar text={text} />}
      <Suspense fallback={<Loading label="Loading the editor…" />}>
        <CodeEditor value={text} onChange={setText} errorLine={error?.code === 'malformed-file' ? (error.line ?? null) : null} label={`Text of ${file}`} testId="code-editor" />
      </Suspense>
      {isMemory && (
        <div className="edit-more">
          <form onSubmit={rename} className="rename-form">
            <label>Rename to <input value={renameTo} onChange={(e) => setRenameTo(e.target.value)} data-testid="rename-input" /></label>
            <button type="submit" className="btn" disabled={busy || dirty || renameTo.trim() === file} data-testid="rename-submit" title={dirty ? 'Save first' : undefined}>Rename</button>
          </form>
          <button type="button" className="btn btn-danger-outline" disabled={busy || dirty} onClick={() => setConfirmDelete(true)} data-testid="delete-button">Delete…</button>
        </div>
      )}
      {confirmDelete && (
        <ConfirmDialog title={`Delete ${file}?`} confirmLabel="Delete" danger busy={busy} onConfirm={() => void remove()} onCancel={() => setConfirmDelete(false)}>
          <p>The file and its lines in the index are removed. A snapshot is taken first, and the delete can be undone from History.</p>
        </ConfirmDialog>
      )}
    </article>
  );
}

/** A new memory: type, title and description; the index line is added for you. */
function NewMemory({ dirId }: { dirId: string }) {
  const api = useApi();
  const [type, setType] = useState<(typeof TYPES)[number]>('project');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<UiError | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const r = await api.call('memory.create', { memoryDirId: dirId, type, title, description });
      if (r.status === 'saved') navigate({ name: 'edit', dirId, file: r.file });
    } catch (err) {
      setError(toUiError(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="pane fm-form new-memory" onSubmit={(e) => void submit(e)} data-testid="new-memory">
      <h2>New memory</h2>
      <label>Type
        <select value={type} onChange={(e) => setType(e.target.value as (typeof TYPES)[number])} data-testid="new-type">
          {TYPES.map((t) => <option key={t} value={t}>{t}</option>)}
        </select>
      </label>
      <label>Title <input value={title} onChange={(e) => setTitle(e.target.value)} required data-testid="new-title" /></label>
      <label>Description <input value={description} onChange={(e) => setDescription(e.target.value)} data-testid="new-description" /></label>
      {error && <ErrorBox error={error} title="Not created" />}
      <div className="actions">
        <a className="btn btn-ghost" href={routeHref({ name: 'browse', dirId, file: null })}>Cancel</a>
        <button type="submit" className="btn btn-primary" disabled={busy || !title.trim()} data-testid="new-submit">Create</button>
      </div>
    </form>
  );
}

export function EditView({ dirId, file }: { dirId: string; file: string | null }) {
  return (
    <section className="page edit-page">
      <p className="crumbs"><a href={routeHref({ name: 'browse', dirId, file: null })}>Back to the memory dir</a></p>
      {file === null ? <NewMemory dirId={dirId} /> : <FileEditor key={file} dirId={dirId} file={file} />}
    </section>
  );
}
