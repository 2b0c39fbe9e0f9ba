import type { BlockIcon, BlockType } from '@profyle/domain';

/**
 * The page's icons as inline SVG (no icon font to download): simple line drawings, and a monogram
 * badge for each social network. `currentColor` takes the colour of the text around them.
 */
const line = (body: string): string =>
  `<svg class="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;

const monogram = (letters: string): string =>
  `<svg class="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><rect x="2" y="2" width="20" height="20" rx="5" fill="currentColor"/><text x="12" y="16.2" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${letters.length > 1 ? 10 : 13}" fill="var(--icon-on, #fff)">${letters}</text></svg>`;

export const ICONS = {
  phone: line('<path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z"/>'),
  mail: line('<rect x="3" y="5" width="18" height="14" rx="2"/><path d="m3 7 9 6 9-6"/>'),
  message: line('<path d="M4 5h16v11H9l-5 4z"/>'),
  calendar: line('<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4"/>'),
  globe: line('<circle cx="12" cy="12" r="9"/><ellipse cx="12" cy="12" rx="4" ry="9"/><path d="M3 12h18"/>'),
  link: line('<path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1"/><path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"/>'),
  book: line('<path d="M4 4h7a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4zM20 4h-5a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h5z"/>'),
  file: line('<path d="M6 3h8l5 5v13H6z"/><path d="M14 3v5h5"/>'),
  pdf: line('<path d="M6 3h8l5 5v13H6z"/><path d="M14 3v5h5"/><path d="M9 13h2a1.5 1.5 0 0 1 0 3H9v-3zm0 3v2"/>'),
  play: line('<circle cx="12" cy="12" r="9"/><path d="m10 8 6 4-6 4z"/>'),
  text: line('<path d="M5 6h14M5 10h14M5 14h10M5 18h7"/>'),
  field: line('<rect x="3" y="6" width="18" height="12" rx="2"/><path d="M7 12h6"/>'),
  download: line('<path d="M12 4v11m-5-5 5 5 5-5M5 20h14"/>'),
  exchange: line('<path d="M4 8h13l-3-3M20 16H7l3 3"/>'),
  pin: line('<path d="M12 21s7-6.2 7-11a7 7 0 0 0-14 0c0 4.8 7 11 7 11z"/><circle cx="12" cy="10" r="2.5"/>'),
  lock: line('<rect x="5" y="10" width="14" height="11" rx="2"/><path d="M8 10V7a4 4 0 0 1 8 0v3"/>'),
  linkedin: monogram('in'),
  twitter: monogram('X'),
  instagram: monogram('IG'),
  facebook: monogram('f'),
  tiktok: monogram('TT'),
  youtube: monogram('YT'),
  vimeo: monogram('V'),
  whatsapp: monogram('WA'),
} as const;

const BLOCK_ICON_NAMES: Record<BlockIcon, keyof typeof ICONS> = {
  'fa fa-globe': 'globe',
  'fa fa-link': 'link',
  'fa fa-book': 'book',
  'fa fa-file': 'file',
  'fa fa-file-pdf': 'pdf',
};

const TYPE_ICONS: Record<BlockType, keyof typeof ICONS> = {
  url: 'globe',
  tel: 'phone',
  email: 'mail',
  sms: 'message',
  whatsapp: 'whatsapp',
  calendar: 'calendar',
  linkedin: 'linkedin',
  twitter: 'twitter',
  instagram: 'instagram',
  facebook: 'facebook',
  tiktok: 'tiktok',
  youtube: 'youtube',
  vimeo: 'vimeo',
  image: 'file',
  video: 'play',
  text: 'text',
  spacer: 'text',
  custom_field: 'field',
};

/** A block's icon: the one chosen for a web link, else its type's own. */
export const blockIcon = (type: BlockType, icon: BlockIcon | ''): string => ICONS[icon ? BLOCK_ICON_NAMES[icon] : TYPE_ICONS[type]];
