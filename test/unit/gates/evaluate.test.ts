import { describe, expect, it } from 'vitest';
import { evaluateGates, formatDuration, type GateInput } from '../../../electron/core/gates/index.js';

const H = 3_600_000;
const NOW = Date.UTC(2026, 10, 29, 6, 0);
const utc = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

const base = (over: Partial<GateInput> = {}): GateInput => ({
  enabled: { autoMemoryEnabled: true, autoDreamEnabled: true, reasons: [] },
  lastConsolidatedAtMs: NOW - 30 * H,
  nowMs: NOW,
  minHours: 24,
  minSessions: 5,
  lastScanAtMs: null,
  scanThrottleMs: 600_000,
  sessionsSince: 7,
  lock: { held: false, pid: null },
  formatTime: utc,
  ...over,
});

const names = (r: ReturnType<typeof evaluateGates>) => r.gates.map((g) => `${g.gate}:${g.pass ? 'pass' : 'FAIL'}`);

describe('evaluateGates', () => {
  it('all pass: due now, gates in order cheapest first', () => {
    const r = evaluateGates(base());
    expect(names(r)).toEqual(['enabled:pass', 'time:pass', 'throttle:pass', 'sessions:pass', 'lock:pass']);
    expect(r).toMatchObject({ due: true, nextEligibleAt: NOW });
    expect(r.gates[1]!.detail).toBe('dreamed 30 h ago; needs 24 h');
    expect(r.gates[3]!.detail).toBe('7 of 5 sessions since last dream');
  });

  it('time: fails with when it opens; later gates are omitted', () => {
    const r = evaluateGates(base({ lastConsolidatedAtMs: NOW - 3 * H }));
    expect(names(r)).toEqual(['enabled:pass', 'time:FAIL']);
    expect(r.gates[1]!.detail).toBe('dreamed 3 h ago; needs 24 h: eligible at 2026-11-30 03:00');
    expect(r).toMatchObject({ due: false, nextEligibleAt: NOW + 21 * H });
  });

  it('time: exactly minHours passes; never dreamed passes', () => {
    expect(evaluateGates(base({ lastConsolidatedAtMs: NOW - 24 * H })).gates[1]!.pass).toBe(true);
    expect(evaluateGates(base({ lastConsolidatedAtMs: NOW - 24 * H + 1 })).gates[1]!.pass).toBe(false);
    expect(evaluateGates(base({ lastConsolidatedAtMs: 0 })).gates[1]).toEqual({ gate: 'time', pass: true, detail: 'never dreamed; needs 24 h' });
  });

  it('throttle: a count less than 10 min ago blocks until the next count', () => {
    const r = evaluateGates(base({ lastScanAtMs: NOW - 4 * 60_000, sessionsSince: null }));
    expect(names(r)).toEqual(['enabled:pass', 'time:pass', 'throttle:FAIL']);
    expect(r.gates[2]!.detail).toBe('sessions were counted 4 min ago; next count at 2026-11-29 06:06');
    expect(r.nextEligibleAt).toBe(NOW + 6 * 60_000);
    expect(evaluateGates(base({ lastScanAtMs: NOW - 600_000 })).gates[2]!.pass).toBe(true);
  });

  it('sessions: too few -> not due, no eligible time; related ones are named', () => {
    const r = evaluateGates(base({ sessionsSince: 2 }));
    expect(r.gates.at(-1)).toEqual({ gate: 'sessions', pass: false, detail: '2 of 5 sessions since last dream' });
    expect(r).toMatchObject({ due: false, nextEligibleAt: null });
    const rel = evaluateGates(base({ sessionsSince: 6, relatedSessionsSince: 3 }));
    expect(rel.gates[3]!.detail).toBe('6 of 5 sessions since last dream (including 3 from subfolders/worktrees)');
    expect(evaluateGates(base({ sessionsSince: 5 })).due).toBe(true);
  });

  it('sessions: a memory dir without transcripts is decided by time alone', () => {
    const r = evaluateGates(base({ sessionsSince: null, hasTranscripts: false }));
    expect(r.due).toBe(true);
    expect(r.gates[3]!.detail).toMatch(/time alone decides/);
  });

  it('lock: held by Claude Code', () => {
    const r = evaluateGates(base({ lastConsolidatedAtMs: NOW - 30 * 60_000, minHours: 0, lock: { held: true, pid: 4242, holder: 'Claude Code' } }));
    expect(r.gates.at(-1)).toEqual({ gate: 'lock', pass: false, detail: 'held by Claude Code pid 4242; stale at 2026-11-29 06:30 at the latest' });
    expect(r).toMatchObject({ due: false, nextEligibleAt: NOW + 30 * 60_000 });
  });

  it('disabled: no eligible time, the reasons in words', () => {
    const r = evaluateGates(base({ enabled: { autoMemoryEnabled: true, autoDreamEnabled: false, reasons: ['auto dream is off: autoDreamEnabled is false in s.json'] } }));
    expect(r.gates).toEqual([{ gate: 'enabled', pass: false, detail: 'auto dream is off: autoDreamEnabled is false in s.json' }]);
    expect(r).toMatchObject({ due: false, nextEligibleAt: null });
  });

  describe('manual dream', () => {
    it('skips time, throttle and sessions but not the lock', () => {
      const r = evaluateGates(base({ manual: true, lastConsolidatedAtMs: NOW - H / 2, sessionsSince: 0, lastScanAtMs: NOW }));
      expect(names(r)).toEqual(['enabled:pass', 'lock:pass']);
      expect(r).toMatchObject({ due: true, nextEligibleAt: NOW });
      const held = evaluateGates(base({ manual: true, lock: { held: true, pid: 99, holder: null } }));
      expect(names(held)).toEqual(['enabled:pass', 'lock:FAIL']);
      expect(held.gates[1]!.detail).toMatch(/^held by pid 99; stale at/);
    });

    it('runs although autoDreamEnabled is off (it governs automatic dreams only)', () => {
      const r = evaluateGates(base({ manual: true, enabled: { autoMemoryEnabled: true, autoDreamEnabled: false, reasons: ['auto dream is off'] } }));
      expect(r.due).toBe(true);
      expect(r.gates[0]!.detail).toBe('a manual dream runs although auto dream is off');
    });

    it('does not run with auto memory off', () => {
      const r = evaluateGates(base({ manual: true, enabled: { autoMemoryEnabled: false, autoDreamEnabled: true, reasons: ['auto memory is off: CLAUDE_CODE_SIMPLE is set'] } }));
      expect(r).toMatchObject({ due: false, nextEligibleAt: null });
      expect(r.gates[0]!.detail).toBe('auto memory is off: CLAUDE_CODE_SIMPLE is set');
    });
  });

  it('durations read in plain words', () => {
    expect([30_000, 5 * 60_000, 3 * H + 59 * 60_000, 47 * H, 72 * H].map(formatDuration)).toEqual(['less than a minute', '5 min', '3 h', '47 h', '3 days']);
  });

  it('default times are local wall-clock "YYYY-MM-DD HH:MM"', () => {
    const { formatTime: _f, ...noFormat } = base({ lastConsolidatedAtMs: NOW - 3 * H });
    const d = new Date(NOW + 21 * H);
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
    expect(evaluateGates(noFormat).gates[1]!.detail).toBe(`dreamed 3 h ago; needs 24 h: eligible at ${local}`);
  });
});
