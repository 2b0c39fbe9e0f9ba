import ICAL from 'ical.js';
import { profyleVcard } from './profyle-vcard';

const person = {
  prefix: 'Dr',
  first_name: 'Ada',
  last_name: 'Lovelace',
  pronouns: 'she/her',
  nominals: 'FRS',
  position: 'Engineer',
  department: 'Engines; Analytical',
  bio: 'Poetical science, numbers\nand more',
  photo_url: 'https://img.example/ada.jpg',
  email: 'ada@acme.example',
  mobile: '+44 (0)20 7946 0000',
  calendar_url: 'https://cal.example/ada',
  linked_in: 'ada-lovelace',
  twitter: '',
  instagram: '',
};

describe('the Profyle vCard', () => {
  const text = profyleVcard({
    person,
    organisation: 'Acme, Ltd',
    pageUrl: 'https://portal.example/c/p1',
    customFields: [
      { id: 'cf1', name: 'Desk', kind: 'tel', vcardType: 'work', value: '0123 456' },
      { id: 'cf2', name: 'Shoe size', kind: 'note', vcardType: '', value: '9' },
      { id: 'cf3', name: 'Empty', kind: 'url', vcardType: '', value: '' },
    ],
    addresses: [{ name: 'HQ', lines: ['1 Main St', 'London'], parts: ['1 Main St', '', 'London', '', 'N1 1AA', 'United Kingdom'], image_url: '' }],
    customAddress: null,
  });

  it('is a vCard 4.0 with CRLF lines that a reader parses back', () => {
    expect(text.startsWith('BEGIN:VCARD\r\nVERSION:4.0\r\n')).toBe(true);
    const card = new ICAL.Component(ICAL.parse(text));
    expect(card.getFirstPropertyValue('fn')).toBe('Dr Ada Lovelace, FRS');
    expect(card.getFirstProperty('n')?.getValues()[0]).toEqual(['Lovelace', 'Ada', '', 'Dr', 'FRS']);
    expect(card.getFirstPropertyValue('org')).toBe('Acme, Ltd');
    expect(card.getFirstPropertyValue('role')).toBe('Engines; Analytical');
    expect(card.getFirstPropertyValue('note')).toBe('Poetical science, numbers\nand more');
  });

  it('carries contact details, links, addresses and custom fields', () => {
    const card = new ICAL.Component(ICAL.parse(text));
    expect(card.getAllProperties('tel').map((property) => property.getFirstValue())).toEqual(['tel:+4402079460000', 'tel:0123456']);
    expect(card.getAllProperties('url').map((property) => property.getFirstValue())).toEqual(['https://portal.example/c/p1', 'https://www.linkedin.com/in/ada-lovelace']);
    expect(card.getFirstProperty('adr')?.getFirstValue()).toEqual(['', '', '1 Main St', 'London', '', 'N1 1AA', 'United Kingdom']);
    expect(card.getAllProperties('note').map((property) => property.getFirstValue())).toContain('Shoe size: 9');
    expect(text).not.toContain('Empty');
  });
});
