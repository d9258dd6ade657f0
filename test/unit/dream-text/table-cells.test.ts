import { describe, expect, it } from 'vitest';
import { tableCells } from '../../../electron/core/dream/text/markdown.js';

describe('tableCells: a Markdown table row as its cells', () => {
  it('drops the outer pipes and trims each cell', () => {
    expect(tableCells('| Thing | Old | New |')).toEqual(['Thing', 'Old', 'New']);
    expect(tableCells('  Thing | Old | New  ')).toEqual(['Thing', 'Old', 'New']);
  });

  it('keeps empty cells in place, since a column is known by its position', () => {
    expect(tableCells('| CRM |  | HubSpot |')).toEqual(['CRM', '', 'HubSpot']);
    expect(tableCells('|---|:-:|')).toEqual(['---', ':-:']);
  });
});
