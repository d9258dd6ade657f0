import { useEffect, useState, type FormEvent } from 'react';
import type { MethodOutput } from '../../../electron/core/api/contract.js';
import { useApi, useCall, useEvent } from '../client/api-context.js';
import { toUiError } from '../client/ui-error.js';
import { ErrorBox, Loading } from '../components/error-box.js';
import { absolutePath, httpUrl, PerDirOverrides, QuietHoursField, StatusText, TextSetting, type Status } from './settings-fields.js';

type View = MethodOutput<'settings.get'>;

interface NumberField { key: string; label: string; help: string; min: number; max: number; unit: string }
interface BoolField { key: string; label: string; help: string }

const NUMBERS: NumberField[] = [
  { key: 'minHours', label: 'Hours between dreams', help: 'A memory dir is due only when this many hours passed since its last dream (Claude Code uses 24).', min: 0, max: 24 * 30, unit: 'hours' },
  { key: 'minSessions', label: 'Sessions between dreams', help: '…and at least this many new sessions happened in the project (Claude Code uses 5).', min: 0, max: 10_000, unit: 'sessions' },
  { key: 'idleMinutes', label: 'Idle threshold', help: 'Automatic dreams start only after the computer has been idle this long.', min: 1, max: 24 * 60, unit: 'minutes' },
  { key: 'snapshotRetentionDays', label: 'Keep snapshots for', help: 'Older snapshots are deleted automatically.', min: 1, max: 365, unit: 'days' },
];

const BOOLS: BoolField[] = [
  { key: 'dreamOnBattery', label: 'Dream on battery', help: 'Allow automatic dreams when the computer is not plugged in.' },
  { key: 'stopOnReturn', label: 'Stop when I come back', help: 'Cancel a running automatic dream as soon as you use the computer again. Nothing is written.' },
  { key: 'dreamWhenIndexOverLimit', label: 'Dream early when MEMORY.md is too long', help: 'Start a dream as soon as the index grows past what Claude Code loads (200 lines / 25,000 characters), without waiting for the usual hours and sessions.' },
  { key: 'startAtLogin', label: 'Start autodream at login', help: 'Open the tray app when you log in, so automatic dreams can happen.' },
];

const DEPTHS: Array<{ value: string; label: string }> = [
  { value: 'light', label: 'Light: dates, index, stale pointers, exact duplicates' },
  { value: 'rem', label: 'REM: plus merges, outdated facts, signals from logs' },
  { value: 'deep', label: 'Deep: plus reorganising and demoting less important entries' },
];

function DepthSetting({ value, status, save }: { value: unknown; status: Status | undefined; save(key: string, v: unknown): void }) {
  return (
    <div className="field">
      <label htmlFor="setting-depth">How deep a dream goes</label>
      <div className="field-control">
        <select id="setting-depth" value={typeof value === 'string' ? value : 'rem'} onChange={(e) => save('depth', e.target.value)} aria-describedby="setting-depth-status" data-testid="setting-depth">
          {DEPTHS.map((d) => <option key={d.value} value={d.value}>{d.label}</option>)}
        </select>
        <StatusText status={status} id="setting-depth-status" />
      </div>
      <p className="help">Every depth writes only inside the memory dir, snapshots first, and can be undone.</p>
    </div>
  );
}

/** builtin or agent: the rules alone, or the rules plus a model; today's model spend under it. */
function EngineSetting({ value, status, save }: { value: unknown; status: Status | undefined; save(key: string, v: unknown): void }) {
  const usage = useCall('agent.usage', {});
  const u = usage.data;
  return (
    <div className="field">
      <label htmlFor="setting-engine">Dream engine</label>
      <div className="field-control">
        <select id="setting-engine" value={value === 'agent' ? 'agent' : 'builtin'} onChange={(e) => save('engine', e.target.value)} aria-describedby="setting-engine-status" data-testid="setting-engine">
          <option value="builtin">Builtin rules (no model, free)</option>
          <option value="agent">Agent: the rules plus a model (agent.provider, agent.model)</option>
        </select>
        <StatusText status={status} id="setting-engine-status" />
      </div>
      <p className="help">
        A model’s changes go through the same guard, snapshot and undo, and are marked for review in the report. The key comes from ANTHROPIC_API_KEY or OPENAI_API_KEY, never from this file.
        {u && u.calls > 0 && <span data-testid="model-usage"> Today: {u.tokens.toLocaleString('en')} of {u.maxTokensPerDay.toLocaleString('en')} tokens{u.costUsd > 0 ? `, $${u.costUsd.toFixed(2)}` : ''}.</span>}
      </p>
    </div>
  );
}

function NumberSetting({ field, value, status, save, invalid }: { field: NumberField; value: unknown; status: Status | undefined; save(key: string, v: unknown): void; invalid(key: string, message: string): void }) {
  const [text, setText] = useState(typeof value === 'number' ? String(value) : '');
  useEffect(() => setText(typeof value === 'number' ? String(value) : ''), [value]);
  const commit = () => {
    const n = Number(text);
    if (text.trim() === '' || n === value) return;
    if (!Number.isFinite(n) || n < field.min || n > field.max) return invalid(field.key, `Enter a number from ${field.min.toLocaleString('en')} to ${field.max.toLocaleString('en')} ${field.unit}.`);
    save(field.key, n);
  };
  const id = `setting-${field.key}`;
  return (
    <div className="field">
      <label htmlFor={id}>{field.label}</label>
      <div className="field-control">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={field.min}
          max={field.max}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => e.key === 'Enter' && commit()}
          aria-describedby={`${id}-help ${id}-status`}
          data-testid={id}
        />
        <span className="muted">{field.unit}</span>
        <StatusText status={status} id={`${id}-status`} />
      </div>
      <p id={`${id}-help`} className="help">{field.help}</p>
    </div>
  );
}

function Toggle({ id, label, help, checked, disabled, status, onChange }: { id: string; label: string; help: string; checked: boolean; disabled?: boolean; status: Status | undefined; onChange(v: boolean): void }) {
  return (
    <div className="field field-toggle">
      <div className="field-control">
        <input id={id} type="checkbox" role="switch" className="switch" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} aria-describedby={`${id}-help ${id}-status`} data-testid={id} />
        <label htmlFor={id}>{label}</label>
        <StatusText status={status} id={`${id}-status`} />
      </div>
      <p id={`${id}-help`} className="help">{help}</p>
    </div>
  );
}

function ExtraFolders({ folders, status, save }: { folders: string[]; status: Status | undefined; save(key: string, v: unknown): void }) {
  const [draft, setDraft] = useState('');
  const add = (e: FormEvent) => {
    e.preventDefault();
    const path = draft.trim();
    if (!path || folders.includes(path)) return;
    save('extraFolders', [...folders, path]);
    setDraft('');
  };
  return (
    <div className="field" data-testid="extra-folders">
      <p className="field-label" id="extra-label">Extra memory folders</p>
      <p className="help">Folders of Markdown memory that autodream should tidy too (any agent, not only Claude Code). Use absolute paths.</p>
      {folders.length === 0 ? <p className="muted small">None yet.</p> : (
        <ul className="folder-list" aria-labelledby="extra-label">
          {folders.map((f) => (
            <li key={f} data-testid="extra-folder">
              <code>{f}</code>
              <button type="button" className="btn btn-small btn-ghost" onClick={() => save('extraFolders', folders.filter((x) => x !== f))} aria-label={`Remove ${f}`}>Remove</button>
            </li>
          ))}
        </ul>
      )}
      <form className="field-control" onSubmit={add}>
        <label htmlFor="extra-folder-input" className="sr-only">Folder path to add</label>
        <input id="extra-folder-input" type="text" placeholder="/home/me/notes/agent-memory" value={draft} onChange={(e) => setDraft(e.target.value)} data-testid="extra-folder-input" />
        <button type="submit" className="btn" data-testid="extra-folder-add">Add folder</button>
        <StatusText status={status} id="extraFolders-status" />
      </form>
    </div>
  );
}

export function SettingsView() {
  const api = useApi();
  const { data, error, loading, reload } = useCall('settings.get', {});
  const dirs = useCall('memoryDirs.list', {});
  const invalid = (key: string, message: string) => setStatus((st) => ({ ...st, [key]: { state: 'invalid', message } }));
  const [view, setView] = useState<View | undefined>(undefined);
  const [status, setStatus] = useState<Record<string, Status>>({});
  useEffect(() => setView(data), [data]);
  useEvent('settings.changed', reload);
  const save = (key: string, value: unknown) => {
    setStatus((s) => ({ ...s, [key]: { state: 'saving' } }));
    api.call('settings.set', { key, value }).then(
      (next) => {
        setView(next);
        setStatus((s) => ({ ...s, [key]: { state: 'saved' } }));
      },
      (e: unknown) => setStatus((s) => ({ ...s, [key]: { state: 'error', error: toUiError(e) } })),
    );
  };
  if (error && !view) return <section className="page"><ErrorBox error={error} title="Could not load the settings" onRetry={reload} /></section>;
  if (!view) return <section className="page">{loading && <Loading />}</section>;
  const app = view.app;
  const extra = Array.isArray(app.extraFolders) ? app.extraFolders.filter((f): f is string => typeof f === 'string') : [];
  const known = new Set([
    'extraFolders', 'depth', 'engine', 'quietHours', 'openclawRoot', 'memoryDirs', 'pausedUntil', 'notifications',
    'embeddingsProvider', 'embeddingsModel', 'embeddingsBaseUrl', 'agentWritesTeamMemory',
    'agent.provider', 'agent.model', 'agent.baseUrl', 'agent.sendTranscripts',
    ...NUMBERS.map((n) => n.key), ...BOOLS.map((b) => b.key),
  ]);
  const others = Object.entries(app).filter(([k]) => !known.has(k));
  return (
    <section className="page settings" aria-labelledby="settings-title">
      <div className="page-head">
        <h1 id="settings-title">Settings</h1>
      </div>
      <section className="card" aria-labelledby="auto-title">
        <h2 id="auto-title">Automatic dreams</h2>
        <Toggle
          id="setting-autoDreamEnabled"
          label="Auto dream"
          help={`Dream automatically when a memory dir is due and the computer is idle. This is Claude Code’s own autoDreamEnabled switch in ${view.claude.configHome}/settings.json, so one switch means the same thing to both.${view.claude.autoDreamEnabled === null ? ' It is not set there yet, which means on.' : ''}`}
          checked={view.claude.autoDreamEnabled !== false}
          disabled={view.claude.error !== null}
          status={status.autoDreamEnabled}
          onChange={(v) => save('autoDreamEnabled', v)}
        />
        {view.claude.error && (
          <ErrorBox error={{ code: 'malformed-file', message: view.claude.error, file: `${view.claude.configHome}/settings.json` }} title="Claude Code’s settings.json could not be read">
            <p>autodream will not write to it until it parses, so the Auto dream switch is disabled.</p>
          </ErrorBox>
        )}
        {view.claude.autoMemoryEnabled === false && <p className="notice notice-warn">Claude Code’s auto memory is turned off (autoMemoryEnabled: false), so it is not saving new memories.</p>}
        {NUMBERS.slice(0, 3).map((f) => <NumberSetting key={f.key} field={f} value={app[f.key]} status={status[f.key]} save={save} invalid={invalid} />)}
        <QuietHoursField value={app.quietHours} status={status.quietHours} save={save} invalid={invalid} />
        <DepthSetting value={app.depth} status={status.depth} save={save} />
        <EngineSetting value={app.engine} status={status.engine} save={save} />
        {app.engine === 'agent' && 'agent.provider' in app && (
          <>
            <div className="field">
              <label htmlFor="setting-agent-provider">Model provider</label>
              <div className="field-control">
                <select id="setting-agent-provider" value={app['agent.provider'] === 'openai' ? 'openai' : 'anthropic'} onChange={(e) => save('agent.provider', e.target.value)} data-testid="setting-agent.provider">
                  <option value="anthropic">Anthropic</option>
                  <option value="openai">OpenAI-compatible</option>
                </select>
                <StatusText status={status['agent.provider']} id="agent.provider-status" />
              </div>
            </div>
            <TextSetting id="agent.model" label="Model" help="Empty for the provider’s default model." value={app['agent.model']} placeholder="claude-sonnet-4-5" check={() => null} status={status['agent.model']} save={save} invalid={invalid} />
            <TextSetting id="agent.baseUrl" label="Model address" help="An Anthropic or OpenAI-compatible endpoint; empty for the provider’s own (or its environment variable)." value={app['agent.baseUrl']} placeholder="https://api.anthropic.com" check={httpUrl} status={status['agent.baseUrl']} save={save} invalid={invalid} />
            <Toggle id="setting-agent.sendTranscripts" label="Send session excerpts to the model" help="Recent session transcripts help the model see what changed; turn off to send only the memory files." checked={app['agent.sendTranscripts'] !== false} status={status['agent.sendTranscripts']} onChange={(v) => save('agent.sendTranscripts', v)} />
          </>
        )}
        {BOOLS.map((b) => (
          <Toggle key={b.key} id={`setting-${b.key}`} label={b.label} help={b.help} checked={app[b.key] === true} status={status[b.key]} onChange={(v) => save(b.key, v)} />
        ))}
      </section>
      <section className="card" aria-labelledby="snap-title">
        <h2 id="snap-title">Snapshots</h2>
        {NUMBERS.slice(3).map((f) => <NumberSetting key={f.key} field={f} value={app[f.key]} status={status[f.key]} save={save} invalid={invalid} />)}
      </section>
      <section className="card" aria-labelledby="folders-title">
        <h2 id="folders-title">Where memory lives</h2>
        <ExtraFolders folders={extra} status={status.extraFolders} save={save} />
        <TextSetting
          id="openclawRoot"
          label="OpenClaw workspace"
          help="Where OpenClaw keeps its workspace memory, when it is not in the usual place. Leave empty to look in the default place."
          value={app.openclawRoot}
          placeholder="/home/me/.openclaw/workspace"
          check={absolutePath}
          status={status.openclawRoot}
          save={save}
          invalid={invalid}
        />
        {dirs.data && dirs.data.memoryDirs.length > 0 && (
          <PerDirOverrides
            dirs={dirs.data.memoryDirs}
            value={app.memoryDirs}
            globals={{ minHours: typeof app.minHours === 'number' ? app.minHours : 24, minSessions: typeof app.minSessions === 'number' ? app.minSessions : 5 }}
            status={status.memoryDirs}
            save={save}
            invalid={invalid}
          />
        )}
      </section>
      <section className="card" aria-labelledby="notify-title">
        <h2 id="notify-title">Notifications</h2>
        <div className="field">
          <label htmlFor="setting-notifications">Tell me about</label>
          <div className="field-control">
            <select id="setting-notifications" value={typeof app.notifications === 'string' ? app.notifications : 'all'} onChange={(e) => save('notifications', e.target.value)} data-testid="setting-notifications" aria-describedby="notifications-status">
              <option value="all">Every finished dream (with Undo)</option>
              <option value="failures">Only failures and refusals</option>
              <option value="off">Nothing</option>
            </select>
            <StatusText status={status.notifications} id="notifications-status" />
          </div>
          <p className="help">Desktop notifications of the tray app. On Linux, clicking one opens the dream’s report with Undo ready.</p>
        </div>
      </section>
      {'embeddingsProvider' in app && (
        <section className="card" aria-labelledby="engine-title">
          <h2 id="engine-title">Search and agents</h2>
          <div className="field">
            <label htmlFor="setting-embeddingsProvider">Meaning search</label>
            <div className="field-control">
              <select id="setting-embeddingsProvider" value={typeof app.embeddingsProvider === 'string' ? app.embeddingsProvider : ''} onChange={(e) => save('embeddingsProvider', e.target.value || null)} data-testid="setting-embeddingsProvider">
                <option value="">Off: keywords only</option>
                <option value="ollama">Ollama (local)</option>
                <option value="openai">OpenAI-compatible embeddings</option>
              </select>
              <StatusText status={status.embeddingsProvider} id="embeddingsProvider-status" />
            </div>
            <p className="help">Keys come from the environment, never from this file.</p>
          </div>
          <TextSetting id="embeddingsModel" label="Embeddings model" help="e.g. nomic-embed-text or text-embedding-3-small." value={app.embeddingsModel} placeholder="nomic-embed-text" check={() => null} status={status.embeddingsModel} save={save} invalid={invalid} />
          <TextSetting id="embeddingsBaseUrl" label="Embeddings address" help="Where the provider answers; empty for its default." value={app.embeddingsBaseUrl} placeholder="http://127.0.0.1:11434" check={httpUrl} status={status.embeddingsBaseUrl} save={save} invalid={invalid} />
          {'agentWritesTeamMemory' in app && (
            <Toggle id="setting-agentWritesTeamMemory" label="Agents may write team memory" help="Allow memory_write (MCP) to write under team/, which is shared with other people." checked={app.agentWritesTeamMemory === true} status={status.agentWritesTeamMemory} onChange={(v) => save('agentWritesTeamMemory', v)} />
          )}
        </section>
      )}
      {others.length > 0 && (
        <section className="card" aria-labelledby="other-title">
          <h2 id="other-title">Other settings</h2>
          <p className="help">Change these with <code>autodream settings set KEY VALUE</code>.</p>
          <dl className="frontmatter">
            {others.map(([k, v]) => <div key={k} className="fm-row"><dt>{k}</dt><dd>{v === null ? 'not set' : typeof v === 'object' ? (Array.isArray(v) ? `${v.length} items` : 'set') : String(v)}</dd></div>)}
          </dl>
        </section>
      )}
    </section>
  );
}
