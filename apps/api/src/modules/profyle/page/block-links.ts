import type { ContentBlock, LinkBlockType } from '@profyle/domain';

/** The person's own values a `default` block may take. */
export interface PersonContact {
  email: string;
  mobile: string;
  calendar_url: string;
  linked_in: string;
  twitter: string;
  instagram: string;
}

/** A handle or a full address: a handle becomes the network's profile address. */
const profileUrl = (value: string, base: string): string => {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  return `${base}${encodeURIComponent(trimmed.replace(/^@/, ''))}`;
};

const digits = (phone: string): string => phone.replace(/[^\d+]/g, '');

const personValue = (type: LinkBlockType, person: PersonContact): string => {
  switch (type) {
    case 'tel':
    case 'sms':
    case 'whatsapp':
      return person.mobile;
    case 'email':
      return person.email;
    case 'calendar':
      return person.calendar_url;
    case 'linkedin':
      return profileUrl(person.linked_in, 'https://www.linkedin.com/in/');
    case 'twitter':
      return profileUrl(person.twitter, 'https://x.com/');
    case 'instagram':
      return profileUrl(person.instagram, 'https://www.instagram.com/');
    default:
      return '';
  }
};

/** Where a link block goes, or null when it has nowhere to go (a default block of a person without that value). */
export const blockHref = (block: ContentBlock, person: PersonContact): string | null => {
  const type = block.type as LinkBlockType;
  const value = (block.default ? personValue(type, person) : block.url).trim();
  if (value === '') return null;
  switch (type) {
    case 'tel':
      return `tel:${digits(value)}`;
    case 'sms':
      return `sms:${digits(value)}`;
    case 'whatsapp':
      return `https://wa.me/${digits(value).replace(/^\+/, '')}`;
    case 'email':
      return `mailto:${value}`;
    default:
      return /^https?:\/\//i.test(value) ? value : null;
  }
};

/** The title a link block shows when it has none of its own. */
export const DEFAULT_BLOCK_TITLES: Record<LinkBlockType, string> = {
  url: 'Website',
  tel: 'Call',
  email: 'Email',
  sms: 'Message',
  whatsapp: 'WhatsApp',
  calendar: 'Book a meeting',
  linkedin: 'LinkedIn',
  twitter: 'X',
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  vimeo: 'Vimeo',
};

/** The embeddable player address of a YouTube or Vimeo page, or null for anything else. */
export const videoEmbedUrl = (source: string): string | null => {
  const youtube = /^https?:\/\/(?:[a-z0-9-]+\.)*(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{6,20})/i.exec(source);
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}`;
  const vimeo = /^https?:\/\/(?:[a-z0-9-]+\.)*vimeo\.com\/(?:video\/)?(\d{3,12})/i.exec(source);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`;
  return null;
};
