import { describe, expect, it } from 'vitest';
import { findSupersessionsScaled, SUPERSEDE_SLICE } from '../../../electron/core/dream/supersede-scale.js';
import { findSupersessions, type DatedFact } from '../../../electron/core/dream/text/supersede.js';

/** Services whose package manager changed: each older statement has a newer one that replaces it. */
function facts(services: number): DatedFact[] {
  const out: DatedFact[] = [];
  for (let i = 0; i < services; i += 1) {
    out.push({ docId: `old-${i}.md`, factIndex: 0, text: `The ledger-${i} service installs with npm.`, date: '2026-09-01' });
    out.push({ docId: `new-${i}.md`, factIndex: 0, text: `The ledger-${i} service switched from npm to bun.`, date: '2026-11-01' });
  }
  return out;
}

describe('findSupersessionsScaled in slices', () => {
  it('finds the same supersessions with or without pauses', async () => {
    const all = facts(SUPERSEDE_SLICE);
    const plain = await findSupersessionsScaled(all);
    let pauses = 0;
    const sliced = await findSupersessionsScaled(all, undefined, async () => {
      pauses += 1;
    });
    expect(plain.supersessions.length).toBe(SUPERSEDE_SLICE);
    expect(sliced).toEqual(plain);
    // Terms of every fact, then every fact as a starting point: a look every slice of each.
    expect(pauses).toBeGreaterThanOrEqual(4);
  });

  it('stops at the look for a cancel that raises it', async () => {
    let looks = 0;
    const stopped = findSupersessionsScaled(facts(SUPERSEDE_SLICE * 2), undefined, async () => {
      looks += 1;
      if (looks === 5) throw new Error('cancelled');
    });
    await expect(stopped).rejects.toThrow('cancelled');
    expect(looks).toBe(5);
  });
});

describe('supersessions: another platform, environment or region is never compared', () => {
  const f = (docId: string, text: string, date: string): DatedFact => ({ docId, factIndex: 0, text, date });
  it.each([
    ['Crash reports on Android go to Bugly.', 'Crash reports on iOS no longer go to Bugly.'],
    ['Staging logs ship to Papertrail.', 'Production logs no longer ship to Papertrail.'],
    ['海外版的短信验证码走Twilio。', '国内版的短信验证码不再走Twilio。'],
  ])('%s / %s', async (older, newer) => {
    const facts = [f('old.md', older, '2026-05-01'), f('new.md', newer, '2026-11-01')];
    expect(findSupersessions(facts)).toEqual({ supersessions: [], conflicts: [] });
    expect(await findSupersessionsScaled(facts)).toEqual({ supersessions: [], conflicts: [] });
  });

  it('the same scope still supersedes', async () => {
    const facts = [f('old.md', 'Crash reports on iOS go to Bugly.', '2026-05-01'), f('new.md', 'Crash reports on iOS no longer go to Bugly.', '2026-11-01')];
    expect((await findSupersessionsScaled(facts)).supersessions.map((s) => s.older.docId)).toEqual(['old.md']);
  });
});

describe('a supersession whose older statement names more than the newer one', () => {
  it('is an outdated finding naming both, never silence and never a removal', async () => {
    const older: DatedFact = { docId: 'fw-version.md', factIndex: 0, text: '固件版本号用日期命名，比如 20260301。', date: '2026-04-14' };
    const newer: DatedFact = { docId: 'semver.md', factIndex: 0, text: '固件版本号不再用日期命名，改用语义化版本号（如 2.4.1）。', date: '2026-11-17' };
    const r = await findSupersessionsScaled([older, newer]);
    expect(r.supersessions).toEqual([]);
    expect(r.conflicts).toHaveLength(1);
    expect(r.conflicts[0]).toMatchObject({ kind: 'outdated', a: older, b: newer });
    expect(r.conflicts[0]!.reason).toContain('20260301');
    expect(r.conflicts[0]!.reason).toContain('语义化版本号');
  });

  it('another named thing (ledger-14 / ledger-71) is still neither', async () => {
    const r = await findSupersessionsScaled([
      { docId: 'a.md', factIndex: 0, text: 'The ledger-14 service installs with npm, for example `npm ci`.', date: '2026-04-14' },
      { docId: 'b.md', factIndex: 0, text: 'The ledger-71 service no longer installs with npm.', date: '2026-11-17' },
    ]);
    expect(r.supersessions).toEqual([]);
    expect(r.conflicts).toEqual([]);
  });
});
