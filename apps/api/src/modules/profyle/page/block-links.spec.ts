import { emptyContentBlock } from '@profyle/domain';
import { blockHref, videoEmbedUrl } from './block-links';

const person = { email: 'ada@acme.example', mobile: '+44 (0)20 7946 0000', calendar_url: '', linked_in: 'ada-lovelace', twitter: '@ada', instagram: 'https://instagram.com/ada' };
const block = (type: Parameters<typeof emptyContentBlock>[1], changes = {}) => ({ ...emptyContentBlock('b', type), ...changes });

describe('block links', () => {
  it('takes the person own values for default blocks', () => {
    expect(blockHref(block('tel'), person)).toBe('tel:+4402079460000');
    expect(blockHref(block('email'), person)).toBe('mailto:ada@acme.example');
    expect(blockHref(block('linkedin'), person)).toBe('https://www.linkedin.com/in/ada-lovelace');
    expect(blockHref(block('twitter'), person)).toBe('https://x.com/ada');
    expect(blockHref(block('instagram'), person)).toBe('https://instagram.com/ada');
    expect(blockHref(block('whatsapp'), person)).toBe('https://wa.me/4402079460000');
    expect(blockHref(block('calendar'), person)).toBeNull();
  });

  it('uses the block own link otherwise, and never a script', () => {
    expect(blockHref(block('url', { url: 'https://acme.example' }), person)).toBe('https://acme.example');
    expect(blockHref(block('tel', { default: false, url: '0123 456' }), person)).toBe('tel:0123456');
    expect(blockHref(block('url', { url: 'javascript:alert(1)' }), person)).toBeNull();
  });

  it('embeds YouTube and Vimeo players', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(videoEmbedUrl('https://cdn.acme.example/a.mp4')).toBeNull();
  });
});
