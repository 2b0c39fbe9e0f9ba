import { BLOCK_SIZES, builtInTheme, type ContentBlock, DEFAULT_THEME, type LayoutSettings, type LinkBlockType } from '@profyle/domain';
import { blockHref, DEFAULT_BLOCK_TITLES, videoEmbedUrl } from './block-links';
import { attrs, escapeHtml as e, safeCss, safeHref } from './html';
import { blockIcon, ICONS } from './icons';
import type { ProfylePageCustomField, ProfylePageExchange, ProfylePageModel, ProfylePagePerson } from './profyle-page.model';
import { layoutVariables, PROFYLE_PAGE_CSS } from './profyle-page.css';
import { type PublicPageTexts, publicPageTexts } from './profyle-page.texts';

/**
 * Renders the public Profyle page as one HTML document: no client framework, no web fonts, one inline
 * stylesheet and (only with GA4) one inline script, both under the response's CSP nonce. Every user
 * value is escaped; no inline style attributes, so the CSP needs no 'unsafe-inline'.
 */

const GA4_ID = /^G-[A-Z0-9]{4,20}$/;
const SPAN_CSS = BLOCK_SIZES.map((size) => `.span-${size}{grid-column:span ${size}}`).join('') + '.align-left{--align:left}.align-center{--align:center}.align-right{--align:right}';

export const fullName = (person: Pick<ProfylePagePerson, 'prefix' | 'first_name' | 'last_name'>): string =>
  [person.prefix, person.first_name, person.last_name].filter((part) => part.trim() !== '').join(' ');

const initialsOf = (first: string, last: string): string => `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase() || '?';

interface DocumentParts {
  language: string;
  dir: 'ltr' | 'rtl';
  title: string;
  description?: string;
  image?: string;
  layout: Pick<LayoutSettings, 'branding' | 'buttonStyle'>;
  theme: { base: string; css: string };
  body: string;
  nonce: string;
  ga4id?: string | null;
}

/** The theme class a template is drawn with: a built-in theme, else the default one. */
const themeClass = (base: string): string => `theme-${builtInTheme(base) ? base : DEFAULT_THEME}`;

export const renderDocument = (parts: DocumentParts): string => {
  const { branding, buttonStyle } = parts.layout;
  const css = `${PROFYLE_PAGE_CSS}${SPAN_CSS}:root{${layoutVariables(branding, buttonStyle)}}${safeCss(parts.theme.css)}\n${safeCss(branding.css)}`;
  const ga4 = parts.ga4id && GA4_ID.test(parts.ga4id) ? parts.ga4id : null;
  const analytics = ga4
    ? `<script async${attrs({ src: `https://www.googletagmanager.com/gtag/js?id=${ga4}`, nonce: parts.nonce })}></script>` +
      `<script${attrs({ nonce: parts.nonce })}>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','${ga4}');</script>`
    : '';
  return (
    `<!doctype html><html${attrs({ lang: parts.language, dir: parts.dir })}><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">` +
    `<title>${e(parts.title)}</title>` +
    (parts.description ? `<meta${attrs({ name: 'description', content: parts.description })}>` : '') +
    `<meta${attrs({ property: 'og:title', content: parts.title })}>` +
    (parts.image && /^https?:\/\//i.test(parts.image) ? `<meta${attrs({ property: 'og:image', content: parts.image })}>` : '') +
    `<meta${attrs({ name: 'theme-color', content: branding.colors.primary })}>` +
    `<style${attrs({ nonce: parts.nonce })}>${css}</style>${analytics}</head>` +
    `<body${attrs({ class: themeClass(parts.theme.base) })}>${parts.body}</body></html>`
  );
};

const avatar = (person: ProfylePagePerson, placeholder: string): string => {
  const photo = person.photo_url || placeholder;
  if (photo && safeHref(photo) !== '#') return `<img class="avatar"${attrs({ src: safeHref(photo), alt: fullName(person), width: 128, height: 128 })}>`;
  return `<div class="avatar initials" aria-hidden="true">${e(initialsOf(person.first_name, person.last_name))}</div>`;
};

const hero = (model: ProfylePageModel): string => {
  const { person, layout } = model;
  const { branding } = layout;
  const header = branding.header_image_url && safeHref(branding.header_image_url) !== '#' ? branding.header_image_url : '';
  const band = header
    ? `<div class="hero-band has-image"><img${attrs({ src: safeHref(header), alt: '', width: 900, height: 300 })}></div>`
    : '<div class="hero-band" aria-hidden="true"></div>';
  const logo = branding.logo_url && safeHref(branding.logo_url) !== '#' ? `<img class="logo"${attrs({ src: safeHref(branding.logo_url), alt: layout.name })}>` : '';
  const role = [person.position, person.department].filter(Boolean).join(', ');
  return (
    `<header class="hero">${band}${logo}${avatar(person, branding.avatar_placeholder)}<div class="text">` +
    `<h1 class="name">${e(fullName(person))}${person.nominals ? ` <small>${e(person.nominals)}</small>` : ''}</h1>` +
    (person.pronouns ? `<p class="pronouns">${e(person.pronouns)}</p>` : '') +
    (role ? `<p class="role">${e(role)}</p>` : '') +
    (layout.name ? `<p class="company">${e(layout.name)}</p>` : '') +
    `</div></header>`
  );
};

const linkAttrs = (href: string): Record<string, string> =>
  /^https?:/i.test(href) ? { href: safeHref(href), target: '_blank', rel: 'noopener noreferrer' } : { href: safeHref(href) };

const fieldHref = (field: ProfylePageCustomField): string | null => {
  switch (field.kind) {
    case 'tel':
      return `tel:${field.value.replace(/[^\d+]/g, '')}`;
    case 'email':
      return `mailto:${field.value}`;
    case 'url':
      return /^https?:\/\//i.test(field.value) ? field.value : null;
    default:
      return null;
  }
};

const blockLabel = (title: string, subtitle: string): string =>
  `<span class="label"><span class="title">${e(title)}</span>${subtitle ? `<span class="subtitle">${e(subtitle)}</span>` : ''}</span>`;

/** Sizes below a third of the row show their icon only (spec 001 section 9); the label stays for screen readers. */
const isCompact = (size: number): boolean => size <= 3;

const renderBlock = (block: ContentBlock, model: ProfylePageModel, texts: PublicPageTexts): string => {
  const span = `span-${block.size}`;
  switch (block.type) {
    case 'text':
      if (!block.title && !block.subtitle) return '';
      return `<div class="block content text ${span} align-${block.align}">${block.title ? `<h3>${e(block.title)}</h3>` : ''}${block.subtitle ? `<p>${e(block.subtitle)}</p>` : ''}</div>`;
    case 'spacer':
      return `<div class="block content spacer ${span}" aria-hidden="true"></div>`;
    case 'image': {
      if (safeHref(block.image) === '#') return '';
      const image = `<img${attrs({ src: safeHref(block.image), alt: block.title, loading: 'lazy' })}>`;
      const href = block.url && /^https?:\/\//i.test(block.url) ? block.url : null;
      return href ? `<a class="block content image ${span}"${attrs(linkAttrs(href))}>${image}</a>` : `<div class="block content image ${span}">${image}</div>`;
    }
    case 'video': {
      if (!/^https?:\/\//i.test(block.source)) return '';
      const embed = videoEmbedUrl(block.source);
      const player = embed
        ? `<iframe${attrs({ src: embed, title: block.title || texts.t('video'), loading: 'lazy', allow: 'encrypted-media; picture-in-picture; fullscreen', allowfullscreen: true })}></iframe>`
        : `<video${attrs({ src: block.source, controls: true, playsinline: true, preload: 'metadata', loop: block.loop, autoplay: block.autoplay, muted: block.autoplay })}></video>`;
      return `<div class="block content video ${span}">${block.title ? `<h3>${e(block.title)}</h3>` : ''}<div class="frame">${player}</div></div>`;
    }
    case 'custom_field': {
      const field = model.customFields.find((candidate) => candidate.id === block.custom_field_id);
      if (!field || field.value.trim() === '') return '';
      const href = fieldHref(field);
      const body = `${blockIcon('custom_field', '')}${blockLabel(block.title || field.name, field.value)}`;
      return href ? `<a class="block field ${span}"${attrs(linkAttrs(href))}>${body}</a>` : `<div class="block field ${span}">${body}</div>`;
    }
    default: {
      const href = blockHref(block, model.person);
      if (!href) return '';
      const title = block.title || texts.blockTitle(block.type as LinkBlockType, DEFAULT_BLOCK_TITLES[block.type as LinkBlockType]);
      const compact = isCompact(block.size);
      return `<a class="block link ${span}${compact ? ' compact' : ''}"${attrs({ ...linkAttrs(href), title: compact ? title : null })}>${blockIcon(block.type, block.icon)}${blockLabel(title, block.subtitle)}</a>`;
    }
  }
};

const customFieldsSection = (fields: ProfylePageCustomField[], shownByBlocks: Set<string>, texts: PublicPageTexts): string => {
  const listed = fields.filter((field) => field.value.trim() !== '' && !shownByBlocks.has(field.id));
  if (listed.length === 0) return '';
  const items = listed
    .map((field) => {
      const href = fieldHref(field);
      const value = href ? `<a${attrs(linkAttrs(href))}>${e(field.value)}</a>` : e(field.value);
      return `<dt>${e(field.name)}</dt><dd>${value}</dd>`;
    })
    .join('');
  return `<section class="fields" aria-labelledby="fields-title"><h2 id="fields-title">${e(texts.t('details'))}</h2><dl>${items}</dl></section>`;
};

const addressesSection = (model: ProfylePageModel, texts: PublicPageTexts): string => {
  if (model.addresses.length === 0) return '';
  const items = model.addresses
    .map((address) => {
      const image = address.image_url && safeHref(address.image_url) !== '#' ? `<img${attrs({ src: safeHref(address.image_url), alt: '', loading: 'lazy' })}>` : ICONS.pin;
      return `<div class="address">${image}<div>${address.name ? `<p><strong>${e(address.name)}</strong></p>` : ''}<p>${address.lines.map(e).join('<br>')}</p></div></div>`;
    })
    .join('');
  return `<section class="addresses" aria-labelledby="addresses-title"><h2 id="addresses-title">${e(texts.t('addresses'))}</h2>${items}</section>`;
};

const linkedSection = (model: ProfylePageModel, texts: PublicPageTexts): string => {
  if (model.linked.length === 0) return '';
  const items = model.linked
    .map((link) => {
      const [first = '', ...rest] = link.name.split(' ');
      const picture = link.photo_url && safeHref(link.photo_url) !== '#' ? `<img${attrs({ src: safeHref(link.photo_url), alt: '', loading: 'lazy' })}>` : `<span class="initials" aria-hidden="true">${e(initialsOf(first, rest.join(' ')))}</span>`;
      return `<li><a${attrs({ href: safeHref(link.url) })}>${picture}<span>${e(link.name)}${link.position ? `<small>${e(link.position)}</small>` : ''}</span></a></li>`;
    })
    .join('');
  return `<section class="linked" aria-labelledby="linked-title"><h2 id="linked-title">${e(texts.t('linked'))}</h2><ul>${items}</ul></section>`;
};

const fieldError = (exchange: ProfylePageExchange, path: string, texts: PublicPageTexts): string => {
  const error = exchange.errors.find((candidate) => candidate.path === path);
  return error ? `<p class="error" id="exchange-${e(path)}-error">${e(texts.fieldError(path, error.msg))}</p>` : '';
};

const input = (exchange: ProfylePageExchange, texts: PublicPageTexts, name: string, label: string, type: string, required: boolean, autocomplete: string, disabled: boolean): string => {
  const invalid = exchange.errors.some((error) => error.path === name);
  return (
    `<label${attrs({ for: `exchange-${name}` })}>${e(label)}</label>` +
    `<input${attrs({ id: `exchange-${name}`, name, type, required, autocomplete, maxlength: name === 'website' ? 2048 : 200, value: exchange.values[name] ?? '', 'aria-invalid': invalid ? 'true' : null, 'aria-describedby': invalid ? `exchange-${name}-error` : null, disabled })}>` +
    fieldError(exchange, name, texts)
  );
};

const exchangeSection = (model: ProfylePageModel, texts: PublicPageTexts): string => {
  const exchange = model.exchange;
  if (!exchange) return '';
  const owner = model.person.first_name || fullName(model.person);
  if (exchange.sent) return `<section class="exchange" id="exchange" aria-live="polite"><p role="status">${e(texts.t('sent', { name: owner }))}</p></section>`;
  const disabled = model.preview;
  const consents = exchange.consents
    .map((consent, index) => {
      const checked = exchange.checkedConsents.includes(consent);
      return `<label class="consent"><input${attrs({ type: 'checkbox', name: 'consents', value: consent, checked, id: `exchange-consent-${index}`, disabled })}><span>${e(consent)}</span></label>`;
    })
    .join('');
  const policy = exchange.privacyPolicy && /^https?:\/\//i.test(exchange.privacyPolicy) ? `<p><a${attrs(linkAttrs(exchange.privacyPolicy))}>${e(texts.t('privacyPolicy'))}</a></p>` : '';
  return (
    `<section class="exchange" id="exchange" aria-labelledby="exchange-title"><h2 id="exchange-title">${e(texts.t('exchangeTitle'))}</h2><p>${e(texts.t('exchangeIntro', { name: owner }))}</p>` +
    `<form method="post"${attrs({ action: exchange.action, novalidate: true })}>` +
    input(exchange, texts, 'name', texts.t('name'), 'text', true, 'name', disabled) +
    input(exchange, texts, 'email', texts.t('email'), 'email', true, 'email', disabled) +
    (exchange.fields.company_name ? input(exchange, texts, 'company_name', texts.t('companyName'), 'text', false, 'organization', disabled) : '') +
    (exchange.fields.phone ? input(exchange, texts, 'phone', texts.t('phone'), 'tel', false, 'tel', disabled) : '') +
    (exchange.fields.website ? input(exchange, texts, 'website', texts.t('website'), 'url', false, 'url', disabled) : '') +
    `<label for="exchange-notes">${e(texts.t('notes'))}</label><textarea id="exchange-notes" name="notes" maxlength="2000"${attrs({ disabled })}>${e(exchange.values.notes ?? '')}</textarea>${fieldError(exchange, 'notes', texts)}` +
    // Real visitors never see or fill this field; form-filling robots do.
    `<div class="trap" aria-hidden="true"><label for="exchange-fax">Fax</label><input id="exchange-fax" name="fax" type="text" tabindex="-1" autocomplete="off"></div>` +
    (consents ? `<fieldset class="consents"><legend>${e(texts.t('consentsTitle'))}</legend>${consents}</fieldset>` : '') +
    policy +
    `<button class="button" type="submit"${attrs({ disabled })}>${e(texts.t('send'))}</button></form></section>`
  );
};

const bottomBar = (model: ProfylePageModel, texts: PublicPageTexts): string =>
  `<nav class="bottombar" aria-label="${e(texts.t('saveContact'))}"><div class="inner">` +
  `<a class="button"${attrs({ href: safeHref(model.vcardUrl), download: true })}>${ICONS.download}<span>${e(texts.t('saveContact'))}</span></a>` +
  (model.exchange ? `<a class="button ghost" href="#exchange">${ICONS.exchange}<span>${e(texts.t('exchange'))}</span></a>` : '') +
  `</div></nav>`;

export const renderProfylePage = (model: ProfylePageModel): string => {
  const { person, layout } = model;
  const texts = publicPageTexts(model.language);
  const blocks = layout.buttons.map((block) => renderBlock(block, model, texts)).join('');
  const shownByBlocks = new Set(layout.buttons.filter((block) => block.type === 'custom_field').map((block) => block.custom_field_id ?? ''));
  const banner = layout.branding.banner.cta && /^https?:\/\//i.test(layout.branding.banner.url) ? `<a class="banner"${attrs(linkAttrs(layout.branding.banner.url))}>${e(layout.branding.banner.cta)}</a>` : '';
  const body =
    (model.preview ? `<p class="preview-note">${e(texts.t('preview'))}</p>` : '') +
    `<main class="profyle">${hero(model)}` +
    (person.bio ? `<section class="bio"><p>${e(person.bio)}</p></section>` : '') +
    (blocks ? `<section class="blocks">${blocks}</section>` : '') +
    banner +
    customFieldsSection(model.customFields, shownByBlocks, texts) +
    addressesSection(model, texts) +
    linkedSection(model, texts) +
    exchangeSection(model, texts) +
    `</main>${bottomBar(model, texts)}`;
  const role = [person.position, layout.name].filter(Boolean).join(', ');
  return renderDocument({
    language: model.language,
    dir: model.dir,
    title: layout.name ? `${fullName(person)} | ${layout.name}` : fullName(person),
    description: role,
    image: person.photo_url,
    layout,
    theme: model.theme,
    body,
    nonce: model.nonce,
    ga4id: model.preview ? null : model.ga4id,
  });
};

export interface GatePage {
  mode: 'pin' | 'password';
  action: string;
  error: 'wrongPassword' | 'tooManyAttempts' | null;
  /** The page's language: the one the person's Profyle would be shown in. */
  language: string;
  layout: Pick<LayoutSettings, 'branding' | 'buttonStyle' | 'name'>;
  theme: { base: string; css: string };
  nonce: string;
}

/** The PIN or password form: the organisation's look, none of the person's data. */
export const renderGatePage = (gate: GatePage): string => {
  const pin = gate.mode === 'pin';
  const { t, language, dir } = publicPageTexts(gate.language);
  const logo = gate.layout.branding.logo_url && safeHref(gate.layout.branding.logo_url) !== '#' ? `<img class="logo"${attrs({ src: safeHref(gate.layout.branding.logo_url), alt: gate.layout.name })}>` : '';
  const body =
    `<main class="profyle"><div class="gate">${logo}${ICONS.lock}<h1>${e(t('lockedTitle'))}</h1><p>${e(t(pin ? 'lockedPin' : 'lockedPassword'))}</p>` +
    `<form method="post"${attrs({ action: gate.action })}><label for="gate-secret">${e(t(pin ? 'pin' : 'password'))}</label>` +
    `<input${attrs({ id: 'gate-secret', name: 'password', type: pin ? 'text' : 'password', inputmode: pin ? 'numeric' : null, pattern: pin ? '[0-9]{4}' : null, maxlength: pin ? 4 : 200, autocomplete: 'off', required: true, autofocus: true, 'aria-invalid': gate.error ? 'true' : null, 'aria-describedby': gate.error ? 'gate-error' : null })}>` +
    (gate.error ? `<p class="error" id="gate-error" role="alert">${e(t(gate.error))}</p>` : '') +
    `<button class="button" type="submit">${e(t('unlock'))}</button></form></div></main>`;
  return renderDocument({ language, dir, title: t('lockedTitle'), layout: gate.layout, theme: gate.theme, body, nonce: gate.nonce });
};

/**
 * What anyone sees for a Profyle that does not exist, is hidden, unsubscribed, or whose card is lost or
 * disabled, in the visitor's language (the first of their Accept-Language the page speaks).
 */
export const renderUnavailablePage = (nonce: string, layout: Pick<LayoutSettings, 'branding' | 'buttonStyle'>, requested: string): string => {
  const { t, language, dir } = publicPageTexts(requested);
  return renderDocument({
    language,
    dir,
    title: t('unavailableTitle'),
    layout,
    theme: { base: DEFAULT_THEME, css: '' },
    body: `<main class="profyle"><div class="unavailable"><h1>${e(t('unavailableTitle'))}</h1><p>${e(t('unavailable'))}</p></div></main>`,
    nonce,
  });
};
