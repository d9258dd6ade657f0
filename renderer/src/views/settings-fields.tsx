import { useEffect, useState, type FormEvent } from 'react';
import type { MemoryDirStatus } from '../../../electron/core/api/contract.js';
import { nextStep, type UiError } from '../client/ui-error.js';

/*
 * Settings as forms: every field checks its own value before anything is saved and shows the
 * engine's words next to itself when the engine refuses it.
 */

export type Status = { state: 'saving' } | { state: 'saved' } | { state: 'error'; error: UiError } | { state: 'invalid'; message: string };
export type Save = (key: string, value: unknown) => void;

export function StatusText({ status, id }: { status: Status | undefined; id: string }) {
  if (!status) return <span id={id} className="field-status" />;
  if (status.state === 'saving') return <span id={id} className="field-status muted" role="status">Saving…</span>;
  if (status.state === 'saved') return <span id={id} className="field-status saved" role="status" data-testid="settings-saved">Saved</span>;
  if (status.state === 'invalid') return <span id={id} className="field-status field-error" role="alert" data-testid="setting-error">{status.message}</span>;
  return (
    <span id={id} className="field-status field-error" role="alert" data-testid="setting-error">
      {status.error.message.replace(/\.?$/, '.')}{nextStep(status.error) ? ` ${nextStep(status.error)}` : ''}
    </span>
  );
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Quiet hours: no automatic dream starts between two times (may wrap past midnight). */
export function QuietHoursField({ value, status, save, invalid }: { value: unknown; status: Status | undefined; save: Save; invalid(key: string, message: string): void }) {
  const q = value && typeof value === 'object' ? (value as { start?: unknown; end?: unknown }) : null;
  const [on, setOn] = useState(q !== null);
  const [start, setStart] = useState(typeof q?.start === 'string' ? q.start : '22:00');
  const [end, setEnd] = useState(typeof q?.end === 'string' ? q.end : '07:00');
  const saved = q === null ? '' : `${String(q.start)}-${String(q.end)}`;
  useEffect(() => {
    setOn(saved !== '');
    const [s, e] = saved.split('-');
    if (s && e) {
      setStart(s);
      setEnd(e);
    }
  }, [saved]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!on) return save('quietHours', null);
    if (!HHMM.test(start) || !HHMM.test(end)) return invalid('quietHours', 'Give both times as HH:MM, e.g. 22:30 and 07:00.');
    if (start === end) return invalid('quietHours', 'Start and end are the same time: choose a window, or turn quiet hours off.');
    save('quietHours', { start, end });
  };
  return (
    <form className="field" onSubmit={submit} data-testid="quiet-hours">
      <p className="field-label" id="quiet-label">Quiet hours</p>
      <div className="field-control">
        <input id="quiet-on" type="checkbox" role="switch" className="switch" checked={on} onChange={(e) => setOn(e.target.checked)} data-testid="quiet-on" />
        <label htmlFor="quiet-on">No automatic dreams</label>
        <label htmlFor="quiet-start" className="sr-only">From</label>
        <input id="quiet-start" type="time" value={start} disabled={!on} onChange={(e) => setStart(e.target.value)} data-testid="quiet-start" aria-describedby="quietHours-status" />
        <span aria-hidden="true">to</span>
        <label htmlFor="quiet-end" className="sr-only">Until</label>
        <input id="quiet-end" type="time" value={end} disabled={!on} onChange={(e) => setEnd(e.target.value)} data-testid="quiet-end" aria-describedby="quietHours-status" />
        <button type="submit" className="btn btn-small" data-testid="quiet-save">Save</button>
        <StatusText status={status} id="quietHours-status" />
      </div>
      <p className="help">A window may run past midnight (22:00 to 07:00). Dreams you start yourself are not affected.</p>
    </form>
  );
}

/** A path or URL field saved on Enter / Save; empty clears it (back to the default). */
export function TextSetting({ id, label, help, value, placeholder, check, status, save, invalid }: {
  id: string;
  label: string;
  help: string;
  value: unknown;
  placeholder: string;
  /** An error message for a bad value, or null when it is fine. */
  check(text: string): string | null;
  status: Status | undefined;
  save: Save;
  invalid(key: string, message: string): void;
}) {
  const [text, setText] = useState(typeof value === 'string' ? value : '');
  useEffect(() => setText(typeof value === 'string' ? value : ''), [value]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const t = text.trim();
    if (t === '') return save(id, null);
    const bad = check(t);
    if (bad) return invalid(id, bad);
    save(id, t);
  };
  return (
    <form className="field" onSubmit={submit}>
      <label htmlFor={`setting-${id}`}>{label}</label>
      <div className="field-control">
        <input id={`setting-${id}`} type="text" value={text} placeholder={placeholder} onChange={(e) => setText(e.target.value)} aria-describedby={`${id}-help ${id}-status`} data-testid={`setting-${id}`} />
        <button type="submit" className="btn btn-small">Save</button>
        <StatusText status={status} id={`${id}-status`} />
      </div>
      <p id={`${id}-help`} className="help">{help}</p>
    </form>
  );
}

export const absolutePath = (t: string): string | null => (/^(\/|[A-Za-z]:[\\/])/.test(t) ? null : 'Use an absolute path, e.g. /home/me/.openclaw (not ~ or a relative one).');
export const httpUrl = (t: string): string | null => {
  try {
    const u = new URL(t);
    return u.protocol === 'http:' || u.protocol === 'https:' ? null : 'Use an http:// or https:// address.';
  } catch {
    return 'That is not an address: e.g. http://127.0.0.1:11434 or https://api.openai.com/v1.';
  }
};

type DirOverride = { enabled?: boolean; minHours?: number; minSessions?: number };

/** Per memory dir: automatic dreams on or off, and its own hours / sessions (blank = the global value). */
export function PerDirOverrides({ dirs, value, globals, status, save, invalid }: {
  dirs: MemoryDirStatus[];
  value: unknown;
  globals: { minHours: number; minSessions: number };
  status: Status | undefined;
  save: Save;
  invalid(key: string, message: string): void;
}) {
  const all = (value && typeof value === 'object' ? value : {}) as Record<string, DirOverride>;
  const put = (id: string, patch: DirOverride | null) => {
    const next = { ...all };
    const merged = { ...next[id], ...patch };
    for (const k of Object.keys(merged) as Array<keyof DirOverride>) if (merged[k] === undefined) delete merged[k];
    if (patch === null || Object.keys(merged).length === 0) delete next[id];
    else next[id] = merged;
    save('memoryDirs', next);
  };
  const number = (id: string, key: 'minHours' | 'minSessions', text: string, max: number) => {
    if (text.trim() === '') return put(id, { [key]: undefined });
    const n = Number(text);
    if (!Number.isFinite(n) || n < 0 || n > max || (key === 'minSessions' && !Number.isInteger(n))) {
      return invalid('memoryDirs', `${key === 'minHours' ? 'Hours' : 'Sessions'} for this dir: a ${key === 'minSessions' ? 'whole ' : ''}number from 0 to ${max.toLocaleString('en')}, or blank for the global value.`);
    }
    put(id, { [key]: n });
  };
  return (
    <div className="field" data-testid="per-dir">
      <p className="field-label">Per memory dir</p>
      <p className="help">Pause automatic dreams for one dir, or give it its own rhythm. Blank uses the value above.</p>
      <StatusText status={status} id="memoryDirs-status" />
      <ul className="per-dir-list">
        {dirs.map((d) => {
          const own = all[d.id] ?? {};
          return (
            <li key={d.id} className="per-dir" data-testid="per-dir-row" data-dir-id={d.id}>
              <strong className="per-dir-label">{d.label}</strong>
              <span className="field-control">
                <input id={`dir-on-${d.id}`} type="checkbox" role="switch" className="switch" checked={own.enabled !== false} onChange={(e) => put(d.id, { enabled: e.target.checked ? undefined : false })} data-testid="per-dir-enabled" />
                <label htmlFor={`dir-on-${d.id}`}>Automatic dreams</label>
              </span>
              <span className="field-control">
                <label htmlFor={`dir-hours-${d.id}`}>Hours</label>
                <input id={`dir-hours-${d.id}`} type="number" min={0} placeholder={String(globals.minHours)} defaultValue={own.minHours ?? ''} onBlur={(e) => number(d.id, 'minHours', e.target.value, 24 * 365)} onKeyDown={(e) => e.key === 'Enter' && number(d.id, 'minHours', e.currentTarget.value, 24 * 365)} data-testid="per-dir-hours" />
                <label htmlFor={`dir-sessions-${d.id}`}>Sessions</label>
                <input id={`dir-sessions-${d.id}`} type="number" min={0} placeholder={String(globals.minSessions)} defaultValue={own.minSessions ?? ''} onBlur={(e) => number(d.id, 'minSessions', e.target.value, 10_000)} onKeyDown={(e) => e.key === 'Enter' && number(d.id, 'minSessions', e.currentTarget.value, 10_000)} data-testid="per-dir-sessions" />
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
