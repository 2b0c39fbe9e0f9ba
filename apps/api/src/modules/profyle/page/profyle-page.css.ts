import { BUTTON_STYLE_RADIUS, type ButtonStyle, contrastRatio, type LayoutBranding } from '@profyle/domain';

/**
 * The public page's stylesheet: one base for every theme, the four built-in themes as variations of it,
 * and the layout's colours and button style as custom properties. System fonts only, no downloads: the
 * page is one HTML response.
 */
const BASE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--page-bg);color:var(--foreground);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
a{color:inherit}
img{max-width:100%;display:block}
.icon{width:1.4em;height:1.4em;flex:none}
.profyle{max-width:480px;margin:0 auto;min-height:100vh;background:var(--background);padding-bottom:88px;position:relative;overflow:hidden}
.hero{position:relative;text-align:center;padding:0 20px 8px}
.hero-band{height:120px;margin:0 -20px;background:var(--primary) center/cover no-repeat}
.hero-band.has-image{height:auto;aspect-ratio:3/1}
.logo{max-height:48px;max-width:60%;margin:16px auto 0;object-fit:contain}
.avatar{width:128px;height:128px;border-radius:50%;object-fit:cover;margin:-64px auto 0;border:4px solid var(--background);background:var(--background)}
.avatar.initials{display:flex;align-items:center;justify-content:center;background:var(--primary);color:var(--secondary);font-size:44px;font-weight:600}
.name{font-size:1.6rem;line-height:1.2;margin:12px 0 4px}
.name small{font-size:.6em;font-weight:400;opacity:.75}
.role,.company{margin:0;opacity:.85}
.company{font-weight:600}
.pronouns{font-size:.85rem;opacity:.7;margin:2px 0 0}
.actions{display:flex;gap:10px;padding:16px 20px 4px}
.button{display:flex;align-items:center;justify-content:center;gap:8px;min-height:48px;padding:10px 14px;border:0;border-radius:var(--radius);background:var(--primary);color:var(--secondary);font:inherit;font-weight:600;text-decoration:none;cursor:pointer;flex:1}
.button.ghost{background:transparent;color:var(--foreground);box-shadow:inset 0 0 0 2px var(--primary)}
.button:focus-visible,.block:focus-visible,input:focus-visible,textarea:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.bio{padding:8px 20px;white-space:pre-line}
section h2{font-size:1rem;margin:0 0 8px;text-transform:uppercase;letter-spacing:.06em;opacity:.7}
.blocks{display:grid;grid-template-columns:repeat(12,1fr);gap:10px;padding:12px 20px}
.block{position:relative;display:flex;align-items:center;gap:10px;min-height:52px;padding:10px 14px;border-radius:var(--radius);background:var(--primary);color:var(--secondary);text-decoration:none;overflow:hidden}
.block .label{display:flex;flex-direction:column;min-width:0}
.block .title{font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.block .subtitle{font-size:.85rem;opacity:.85;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.block.compact{justify-content:center;padding:10px 4px}
.block.compact .label{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.block.content{background:transparent;color:var(--foreground);padding:0;display:block}
.block.text{text-align:var(--align)}
.block.text h3{margin:0 0 4px;font-size:1.1rem}
.block.text p{margin:0;white-space:pre-line}
.block.image img{width:100%;border-radius:var(--radius)}
.block.video .frame{position:relative;aspect-ratio:16/9;border-radius:var(--radius);overflow:hidden;background:#000}
.block.video iframe,.block.video video{position:absolute;inset:0;width:100%;height:100%;border:0}
.block.spacer{min-height:24px}
.block.field{background:transparent;color:var(--foreground);box-shadow:inset 0 0 0 1px var(--line);display:flex}
.fields,.addresses,.linked{padding:12px 20px}
.fields dl{margin:0;display:grid;gap:8px}
.fields dt{font-size:.8rem;opacity:.7}
.fields dd{margin:0 0 4px;overflow-wrap:anywhere}
.address{display:flex;gap:12px;align-items:flex-start;padding:10px 0;border-top:1px solid var(--line)}
.address img{width:96px;height:36px;object-fit:cover;border-radius:4px}
.address p{margin:0}
.linked ul{list-style:none;margin:0;padding:0;display:grid;gap:8px}
.linked a{display:flex;gap:12px;align-items:center;text-decoration:none;padding:8px;border-radius:var(--radius);box-shadow:inset 0 0 0 1px var(--line)}
.linked img,.linked .initials{width:44px;height:44px;border-radius:50%;object-fit:cover;flex:none}
.linked .initials{display:flex;align-items:center;justify-content:center;background:var(--primary);color:var(--secondary);font-weight:600}
.linked span{display:flex;flex-direction:column}
.linked small{opacity:.75}
.banner{display:block;margin:12px 20px;padding:14px;text-align:center;border-radius:var(--radius);background:var(--bottombar);color:var(--bottombar-text);font-weight:600;text-decoration:none}
.exchange{margin:16px 20px;padding:16px;border-radius:var(--radius);box-shadow:inset 0 0 0 1px var(--line)}
.exchange p{margin:0 0 12px}
.exchange label{display:block;font-size:.9rem;font-weight:600;margin:10px 0 4px}
.exchange input,.exchange textarea{width:100%;font:inherit;padding:10px 12px;border:1px solid var(--line-strong);border-radius:calc(var(--radius) / 2);background:var(--background);color:var(--foreground)}
.exchange textarea{min-height:88px;resize:vertical}
.exchange .consent{display:flex;gap:8px;align-items:flex-start;font-weight:400}
.exchange .consent input{width:auto;margin-top:4px}
.exchange .error{color:var(--error);font-size:.85rem;margin:4px 0 0}
.exchange .trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.exchange .button{width:100%;margin-top:16px}
.notice{margin:16px 20px;padding:12px 14px;border-radius:var(--radius);background:var(--notice);color:var(--foreground)}
.bottombar{position:fixed;left:0;right:0;bottom:0;display:flex;justify-content:center;background:var(--bottombar);color:var(--bottombar-text);padding:10px 16px calc(10px + env(safe-area-inset-bottom));z-index:2}
.bottombar .inner{display:flex;gap:10px;width:100%;max-width:448px}
.bottombar .button{background:var(--bottombar-text);color:var(--bottombar)}
.bottombar .button.ghost{background:transparent;color:var(--bottombar-text);box-shadow:inset 0 0 0 2px var(--bottombar-text)}
.gate{max-width:360px;margin:0 auto;padding:48px 20px;text-align:center}
.gate input{width:100%;font:inherit;font-size:1.4rem;letter-spacing:.3em;text-align:center;padding:12px;margin:16px 0 8px;border:1px solid var(--line-strong);border-radius:var(--radius);background:var(--background);color:var(--foreground)}
.gate .error{color:var(--error)}
.unavailable{max-width:420px;margin:0 auto;padding:80px 24px;text-align:center}
.preview-note{position:sticky;top:0;z-index:3;margin:0;padding:6px;text-align:center;font-size:.75rem;background:#1a1a1a;color:#fff}
@media (max-width:380px){.blocks{gap:8px;padding:12px 14px}}
`;

/** Modern (default): a colour band, a round photo over it, centred text. */
const MODERN = ``;

/** Headshot: the photo is the header, full width, the name below it. */
const HEADSHOT = `
.theme-headshot-2024 .hero{padding:0 0 8px;text-align:left}
.theme-headshot-2024 .hero-band{display:none}
.theme-headshot-2024 .avatar{width:100%;height:auto;aspect-ratio:1/1;max-height:480px;border-radius:0;margin:0;border:0}
.theme-headshot-2024 .avatar.initials{font-size:96px}
.theme-headshot-2024 .logo{position:absolute;top:12px;left:16px;margin:0;max-height:40px;background:var(--background);padding:6px 10px;border-radius:var(--radius)}
.theme-headshot-2024 .hero .text{padding:0 20px}
`;

/** Corporate: a header image, the logo on a bar, the photo and text aligned left. */
const HEADER = `
.theme-header-2024 .hero{text-align:left}
.theme-header-2024 .hero-band{height:auto;aspect-ratio:3/1}
.theme-header-2024 .logo{margin:12px 0 0;max-height:40px}
.theme-header-2024 .avatar{margin:-56px 0 0;width:112px;height:112px;border-radius:calc(var(--radius) + 8px)}
`;

/** Classic: the logo on top, a round photo, everything centred and full-width buttons. */
const CLASSIC = `
.theme-enterprise-2023 .hero-band{display:none}
.theme-enterprise-2023 .hero{padding-top:24px}
.theme-enterprise-2023 .logo{margin:0 auto 16px}
.theme-enterprise-2023 .avatar{margin:0 auto;border-color:var(--primary)}
.theme-enterprise-2023 .block{grid-column:span 12}
`;

export const PROFYLE_PAGE_CSS = BASE + MODERN + HEADSHOT + HEADER + CLASSIC;

/** Black or white, whichever reads better on `background`. */
export const readableOn = (background: string): string => {
  const white = contrastRatio(background, '#ffffff') ?? 21;
  const black = contrastRatio(background, '#000000') ?? 21;
  return white >= black ? '#ffffff' : '#000000';
};

/** The layout's colours and button style as the custom properties the stylesheet reads. */
export const layoutVariables = (branding: LayoutBranding, buttonStyle: ButtonStyle): string => {
  const { colors } = branding;
  const dark = readableOn(colors.background) === '#ffffff';
  return [
    `--primary:${colors.primary}`,
    `--secondary:${colors.secondary}`,
    `--background:${colors.background}`,
    `--foreground:${colors.foreground}`,
    `--bottombar:${colors.bottombar}`,
    `--bottombar-text:${readableOn(colors.bottombar)}`,
    `--page-bg:${dark ? '#000' : '#eef0f3'}`,
    `--line:${dark ? 'rgba(255,255,255,.18)' : 'rgba(0,0,0,.12)'}`,
    `--line-strong:${dark ? 'rgba(255,255,255,.45)' : 'rgba(0,0,0,.4)'}`,
    `--notice:${dark ? 'rgba(255,255,255,.1)' : 'rgba(0,0,0,.05)'}`,
    `--focus:${dark ? '#9ecbff' : '#0b57d0'}`,
    `--error:${dark ? '#ff9b9b' : '#b3261e'}`,
    `--icon-on:${colors.primary}`,
    `--radius:${BUTTON_STYLE_RADIUS[buttonStyle]}px`,
  ].join(';');
};
