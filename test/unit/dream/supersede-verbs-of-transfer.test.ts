import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeDirs, type DreamDirs } from './fixtures.js';
import { dreamOfPair } from './plan-helpers.js';

let d: DreamDirs;
beforeEach(async () => {
  d = await makeDirs();
});
afterEach(async () => {
  await d.cleanup();
});

const dreamOf = (older: string, newer: string) => dreamOfPair(d.memory, older, newer);

// Fresh variants, in no case set: a change told by a verb of transfer (transferred, relocated,
// rerouted from X to Y), or an old thing said switched off with when ("the Agfa PACS was switched
// off in September"), is flagged or rewritten, never silent.
describe('a change told by a verb of transfer or a switch-off with its time is never silent', () => {
  it.each([
    ['The club newsletter is sent with Mailchimp.', 'Newsletter sending transferred from Mailchimp to Buttondown.', 'sent with Mailchimp'],
    ['Physio sessions are held in the Elm Room on the ground floor.', 'Physio sessions relocated from the Elm Room to the new gym in block C.', 'in the Elm Room'],
    ['The night bus runs via Castle Street.', 'The night bus rerouted from Castle Street to Bridge Road after the closure.', 'via Castle Street'],
    ['Scans from the MRI unit are archived to the Agfa PACS.', 'MRI scans are archived to Sectra now; the Agfa PACS was switched off in September.', 'archived to the Agfa PACS'],
  ])('%s / %s', async (older, newer, oldText) => {
    const { findings, after } = await dreamOf(older, newer);
    expect(after === null || (typeof after === 'string' && !after.includes(oldText)) || findings.length > 0).toBe(true);
  });
});

describe('a verb of transfer of another thing stays quiet', () => {
  it.each([
    ['Rent is paid by bank transfer on the first of the month.', 'Physio sessions relocated from the Elm Room to the new gym in block C.'],
    ['Hydrotherapy sessions are held in the Elm Room.', 'Physio sessions relocated from the Elm Room to the new gym in block C.'],
    ['The day bus runs via Castle Street.', 'The night bus rerouted from Castle Street to Bridge Road after the closure.'],
  ])('%s / %s', async (older, newer) => {
    const { findings, after } = await dreamOf(older, newer);
    expect(findings).toEqual([]);
    expect(after).toBeUndefined();
  });
});
