import { describe, expect, it } from 'vitest';
import { restatingFact, withSpokenTimes } from '../../../electron/core/dream/text/request-known.js';

/** Fresh variants (in no case set): clock times said in words, and a request that names a memory's subject with its values. */
describe('withSpokenTimes: a clock time said in words is the time it is', () => {
  it.each([
    ['the pool shuts at half past nine in the evening', 'the pool shuts at 9:30 pm'],
    ['deliveries stop at a quarter to six in the morning', 'deliveries stop at 5:45 am'],
    ['the hall opens at seven o\'clock at night', 'the hall opens at 7:00 pm'],
    ['the ferry leaves at noon', 'the ferry leaves at 12:00 pm'],
    ['the bar closes at midnight', 'the bar closes at 12:00 am'],
    ['ten minutes past eight in the morning', '8:10 am'],
  ])('%s', (said, read) => {
    expect(withSpokenTimes(said)).toBe(read);
  });

  it.each(['we need five to ten volunteers', 'three in the team', 'the second half of the season', 'a quarter of the budget'])('%s has no time', (said) => {
    expect(withSpokenTimes(said)).toBe(said);
  });
});

describe('restatingFact: the values in other words and the memory\'s subject named', () => {
  const facts = [
    'The municipal outdoor pool closes at 21:30 on Saturdays.',
    'The north car park gate is locked at 19:00 every evening.',
    'Hire kayaks cost €25 for a half day.',
  ];
  it.each([
    ['Saturday closing for the outdoor pool is half past nine in the evening', 0],
    ['the car park gate gets locked at seven o\'clock in the evening', 1],
  ])('%s is said by fact %i', (statement, index) => {
    expect(restatingFact(statement, facts)).toBe(index);
  });

  it.each([
    // another thing of the kind: a modifier the memory does not say, right before the shared head
    'the south car park gate is locked at seven in the evening',
    'the indoor pool closes at half past nine in the evening on Saturdays',
    // another value
    'the outdoor pool closes at half past ten in the evening on Saturdays',
    // the values alone: nothing of the subject
    'the staff canteen closes at 21:30 on Saturdays',
  ])('%s is not', (statement) => {
    expect(restatingFact(statement, facts)).toBe(-1);
  });
});
