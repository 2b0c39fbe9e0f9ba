import { csvCell, csvLine, exportFileName, unescapeFormula } from './csv-writer';

describe('csv writer', () => {
  it('quotes what needs quoting and doubles quotes', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', ' padded', 3, true, null, undefined])).toBe('plain,"a,b","say ""hi""","two\nlines"," padded",3,true,,\r\n');
  });

  it('defuses cells a spreadsheet would run as formulas, and the import restores them', () => {
    for (const text of ['=1+1', '+44 7700 900123', '-5', '@SUM(A1)', '\tx', '\rx']) {
      const cell = csvCell(text);
      expect(cell.replace(/^"|"$/g, '').startsWith("'")).toBe(true);
      expect(unescapeFormula(cell.replace(/^"|"$/g, ''))).toBe(text);
    }
    expect(csvCell(-5)).toBe('-5');
    expect(unescapeFormula("'plain")).toBe("'plain");
  });

  it('names files with the kind, the organisation id and a UTC timestamp', () => {
    expect(exportFileName('people', 'acme events', new Date('2025-03-01T09:08:07.654Z'))).toBe('people-acme_events-20250301-090807.csv');
  });
});
