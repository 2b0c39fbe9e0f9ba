import { csvFileName, qrSheetCsv, scanLinksCsv } from './card-csv';

const ids = ['A1B2C3D4E5F60718293A4B5C6D7E8F90', 'FFEEDDCCBBAA99887766554433221100'];
const links = ids.map((id) => `https://p.example/c/${id}`);

describe('card CSVs', () => {
  it('writes the printed QR sheet with a 4-digit sequence', () => {
    expect(qrSheetCsv({ ids, links }, 'navy').split('\r\n')).toEqual([
      'SEQ,URL_SOURCE,QR_SOURCE,UID,NAME,QR_ID_PRINT',
      `0001,${links[0]},${links[0]},${ids[0]},navy,A1B2C3`,
      `0002,${links[1]},${links[1]},${ids[1]},navy,FFEEDD`,
      '',
    ]);
  });

  it('writes scan links, formula-safe and quoted where needed', () => {
    expect(scanLinksCsv({ ids: [ids[0]], links: ['=cmd|"x"'] }).split('\r\n')).toEqual(['card_id,short_id,url', `${ids[0]},A1B2C3,"'=cmd|""x"""`, '']);
  });

  it('names files by kind and time', () => {
    expect(csvFileName('card-ids-navy', new Date('2025-05-01T09:30:12Z'))).toBe('card-ids-navy-20250501-093012.csv');
  });
});
