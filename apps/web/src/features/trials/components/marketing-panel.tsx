import type { TrialOffer } from '@profyle/contracts/trials';
import { useT } from '../../../app/i18n';

/**
 * The /register page's marketing panel (spec 000 "Register"): the affiliate's hero image, or a phone in
 * the colour of the card the sign-up started from, or the product suite; the free-trial text (or the
 * affiliate's offer), the affiliate's discount, and that no payment details are needed.
 */
export const MarketingPanel = ({ offer }: { offer: TrialOffer | undefined }) => {
  const t = useT();
  const affiliate = offer?.affiliate ?? null;
  const colour = offer?.card?.colour ?? null;
  return (
    <aside
      css={(theme) => ({
        position: 'relative',
        overflow: 'hidden',
        borderRadius: theme.radius.lg,
        background: 'linear-gradient(150deg, #7c2d12 0%, #c2410c 45%, #f97316 100%)',
        color: '#ffffff',
        padding: theme.space(8),
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space(5),
      })}
    >
      {affiliate?.logo_image ? <img src={affiliate.logo_image} alt={affiliate.name} css={{ maxHeight: 48, maxWidth: 200, objectFit: 'contain', alignSelf: 'flex-start', background: '#fff', borderRadius: 8, padding: 6 }} /> : null}
      {affiliate?.hero_image ? (
        <img src={affiliate.hero_image} alt="" css={{ width: '100%', maxHeight: 260, objectFit: 'cover', borderRadius: 16 }} />
      ) : colour ? (
        <CardPhone colour={colour} />
      ) : (
        <ProductSuite />
      )}
      <p css={{ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.25, margin: 0 }}>{affiliate?.offer_text || t('trial.register.freeTrial', { days: offer?.trial_days ?? 45 })}</p>
      {offer && offer.discount > 0 ? <p css={{ margin: 0, fontSize: '1.05rem', fontWeight: 600 }}>{t('trial.register.discount', { discount: offer.discount })}</p> : null}
      <ul css={{ margin: 0, paddingInlineStart: 20, lineHeight: 1.7, opacity: 0.95 }}>
        <li>{t('trial.register.point.profyle')}</li>
        <li>{t('trial.register.point.portal')}</li>
        <li>{t('trial.register.point.noPayment')}</li>
      </ul>
    </aside>
  );
};

/** A phone showing a Profyle, framed in the card's colour. */
const CardPhone = ({ colour }: { colour: string }) => (
  <div aria-hidden="true" css={{ display: 'flex', gap: 20, alignItems: 'flex-end' }}>
    <div css={{ width: 150, height: 260, borderRadius: 26, background: '#fff', boxShadow: '0 20px 50px rgba(0,0,0,0.3)', padding: 12, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}>
      <div css={{ width: '100%', height: 60, borderRadius: 14, background: colour }} />
      <div css={{ width: 48, height: 48, borderRadius: '50%', marginTop: -30, border: '4px solid #fff', background: '#d9dde3' }} />
      <div css={{ width: 80, height: 8, borderRadius: 4, background: '#1f2933' }} />
      <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 6, width: '100%', marginTop: 8 }}>
        {[0, 1, 2, 3].map((n) => (
          <div key={n} css={{ height: 28, borderRadius: 8, background: n === 0 ? colour : '#f1f3f5' }} />
        ))}
      </div>
    </div>
    <div css={{ width: 170, height: 108, borderRadius: 14, background: colour, boxShadow: '0 18px 40px rgba(0,0,0,0.35)', border: '1px solid rgba(255,255,255,0.4)' }} />
  </div>
);

/** The product suite: the card, the phone page and the portal. */
const ProductSuite = () => (
  <div aria-hidden="true" css={{ display: 'flex', gap: 16, alignItems: 'flex-end' }}>
    <div css={{ width: 220, height: 150, borderRadius: 12, background: '#fff', boxShadow: '0 20px 50px rgba(0,0,0,0.3)', padding: 10, display: 'grid', gridTemplateColumns: '40px 1fr', gap: 8 }}>
      <div css={{ borderRadius: 6, background: '#1f2933' }} />
      <div css={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
        {[90, 70, 80, 60, 75].map((width, n) => (
          <div key={n} css={{ height: 10, width: `${width}%`, borderRadius: 4, background: n === 0 ? '#c2410c' : '#e5e8ec' }} />
        ))}
      </div>
    </div>
    <div css={{ width: 90, height: 170, borderRadius: 18, background: '#fff', boxShadow: '0 20px 50px rgba(0,0,0,0.3)', padding: 8, display: 'flex', flexDirection: 'column', gap: 6 }}>
      <div css={{ height: 40, borderRadius: 10, background: '#fb923c' }} />
      <div css={{ height: 8, borderRadius: 4, background: '#1f2933' }} />
      <div css={{ height: 18, borderRadius: 6, background: '#c2410c' }} />
      <div css={{ height: 18, borderRadius: 6, background: '#f1f3f5' }} />
    </div>
    <div css={{ width: 120, height: 76, borderRadius: 10, background: 'linear-gradient(135deg,#1f2933,#3d4452)', boxShadow: '0 18px 40px rgba(0,0,0,0.35)' }} />
  </div>
);
