import { describe, expect, it } from 'vitest';
import { oneEdit, withVerbTypos } from '../../../electron/core/dream/text/verb-typos.js';

describe('withVerbTypos: a switch verb typed with one slip reads as the verb', () => {
  it.each([
    ['we swtiched the queue from RabbitMQ to SQS', 'we switched the queue from RabbitMQ to SQS'],
    ['We migarted search from Elasticsearch to OpenSearch.', 'We migrated search from Elasticsearch to OpenSearch.'],
    ['We repalced Mailgun with Postmark.', 'We replaced Mailgun with Postmark.'],
    ['The request library is depreacted; use undici.', 'The request library is deprecated; use undici.'],
    ['metrics got swiched from InfluxDB to Prometheus', 'metrics got switched from InfluxDB to Prometheus'],
    ['upgarded Postgres to 16', 'upgraded Postgres to 16'],
  ])('%s', (text, read) => {
    expect(withVerbTypos(text)).toBe(read);
  });

  it.each([
    'Customers are charged from the 1st to the 5th.', // a real word (changed is not in the lexicon at all)
    'The tests twitched and stitched the two reports.',
    'Stitch the two exports together, then switch.',
    'Her family emigrated from Poland to Canada.',
    'The laptops depreciated from 2000 to 1200 euros.',
    'We moevd the api to Fly.io.', // short verbs are left alone
    'We switched from npm to bun, then migrated and replaced the rest.', // correct verbs stay
    'Summit, sketch and Swatch are names.',
  ])('unchanged: %s', (text) => {
    expect(withVerbTypos(text)).toBe(text);
  });

  it('one edit: left out, added, changed, or two neighbours swapped', () => {
    expect(oneEdit('swtiched', 'switched')).toBe(true);
    expect(oneEdit('swiched', 'switched')).toBe(true);
    expect(oneEdit('switcched', 'switched')).toBe(true);
    expect(oneEdit('swutched', 'switched')).toBe(true);
    expect(oneEdit('switched', 'switched')).toBe(false);
    expect(oneEdit('stwiched', 'switched')).toBe(false);
    expect(oneEdit('swithed', 'switches')).toBe(false);
  });
});
