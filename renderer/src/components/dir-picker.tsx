import type { MemoryDirStatus } from '../../../electron/core/api/contract.js';

/** Choose one memory dir (or all, when `allLabel` is given). */
export function DirPicker({ dirs, value, onChange, allLabel, id = 'dir-picker' }: {
  dirs: MemoryDirStatus[];
  value: string | null;
  onChange(id: string | null): void;
  allLabel?: string;
  id?: string;
}) {
  return (
    <div className="field-inline">
      <label htmlFor={id}>Memory dir</label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value || null)} data-testid="dir-picker">
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {dirs.map((d) => (
          <option key={d.id} value={d.id}>{d.label} ({d.kind})</option>
        ))}
      </select>
    </div>
  );
}
