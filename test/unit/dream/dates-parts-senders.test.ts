import { describe, expect, it } from 'vitest';
import { dateEditsOf } from '../../../electron/core/dream/dates.js';
import { absolutizeDates } from '../../../electron/core/dream/text/dates.js';

// Fresh variants, in no case set. 2026-12-10 is a Thursday: yesterday / last night 2026-12-09,
// tomorrow / 明天 2026-12-11.
const REF = '2026-12-10';
const run = (text: string): string => absolutizeDates(text, REF).text;
const edits = (body: string): string[] => dateEditsOf(body, { file: 'note.md', writtenOn: REF }).map((e) => `${e.before} -> ${e.after}`);

describe("a day's possessive with its part of the day, of an event told in the past, is that event's day", () => {
  it.each([
    ["Last night's power cut tripped the walk-in freezer alarm twice.", 'The 2026-12-09 night power cut tripped the walk-in freezer alarm twice.'],
    ["Yesterday evening's rehearsal ran over by an hour.", 'The 2026-12-09 evening rehearsal ran over by an hour.'],
    ["The crew cleaned up after this morning's spill in bay 4.", 'The crew cleaned up after the 2026-12-10 morning spill in bay 4.'],
    ["Tonight's quiz was cancelled by the landlord.", 'The 2026-12-10 night quiz was cancelled by the landlord.'],
  ])('%s', (text, want) => {
    expect(run(text)).toBe(want);
  });

  it.each(["Last night's footage is checked every morning.", "Each morning the keepers review last night's camera traps.", "Tonight's specials are written on the board at five."])('a generic one stays as written: %s', (text) => {
    expect(run(text)).toBe(text);
  });
});

describe('a quote that opens with its sender and the medium is a message as received', () => {
  it.each([
    ['Kiln firing.\n\n> Jonas (text): the glaze kiln is fired tomorrow, keep the shelves clear', ['tomorrow -> on 2026-12-11']],
    ['Ferry times.\n\n> Calum (WhatsApp): the 07:15 is cancelled tomorrow, gale warning', ['tomorrow -> on 2026-12-11']],
    ['送货安排。\n\n> 阿梅（微信）：明天上午十点前把货送到仓库。', ['明天 -> 2026-12-11']],
    ['> Dr Okoye (email): the samples arrived yesterday and are in freezer 3.', ['yesterday -> on 2026-12-09']],
  ])('%s', (body, want) => {
    expect(edits(body)).toEqual(want);
  });

  it.each([
    // no medium: a speaker's line may be a quote of anything
    '> Priya: they come back tomorrow',
    // a medium that is a standing text, or a day in the sender's label
    '> Staff (handbook): tomorrow the rota is posted by 18:00',
    '> Jonas (text, Monday): the kiln is fired tomorrow',
  ])('%s stays as written', (body) => {
    expect(edits(body)).toEqual([]);
  });
});
