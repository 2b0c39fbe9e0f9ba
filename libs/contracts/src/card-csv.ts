/** The printed QR sheet of generated cards (spec 001 section 9): a 4-digit sequence, the card's link twice, its id, name and printed id. */
export const QR_SHEET_COLUMNS = ['SEQ', 'URL_SOURCE', 'QR_SOURCE', 'UID', 'NAME', 'QR_ID_PRINT'] as const;

/** Generated cards as the API answers them: ids and, in the same order, their scan links. */
export interface GeneratedCardList {
  ids: readonly string[];
  links: readonly string[];
}

/** One CSV cell: quoted when it must be, and never read as a formula by a spreadsheet. */
const cell = (value: string): string => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
const csv = (rows: readonly (readonly string[])[]): string => `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;

/**
 * The printed QR sheet of generated cards (spec 001 section 9): SEQ (a 4-digit sequence), URL_SOURCE and
 * QR_SOURCE (the card's scan link, which its chip and its QR code carry), UID (the card id), NAME (the
 * colour the cards are printed in) and QR_ID_PRINT (the short id printed on the card).
 */
export const qrSheetCsv = ({ ids, links }: GeneratedCardList, name: string): string =>
  csv([QR_SHEET_COLUMNS, ...ids.map((id, index) => [String(index + 1).padStart(4, '0'), links[index] ?? '', links[index] ?? '', id, name, id.slice(0, 6)])]);

/** New card ids as scan links, one card a row, for writing the cards' chips. */
export const SCAN_LINKS_COLUMNS = ['card_id', 'short_id', 'url'] as const;
export const scanLinksCsv = ({ ids, links }: GeneratedCardList): string => csv([SCAN_LINKS_COLUMNS, ...ids.map((id, index) => [id, id.slice(0, 6), links[index] ?? ''])]);

/** A file name with its kind and a timestamp, as the portal's other exports: card-ids-navy-20250501-093012.csv. */
export const csvFileName = (kind: string, at = new Date()): string => `${kind}-${at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}.csv`;
