import { useT } from '../../../app/i18n';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { LinkButton } from '../../../shared/ui/button';
import { Badge } from '../../../shared/ui/feedback';
import { Icon } from '../../../shared/ui/icons';
import { Card, PageHeader } from '../../../shared/ui/layout';

/** The offer shown: static (spec 002 section 2), its button opening the design-team design flow. */
const OFFER = { key: 'design', to: '/portal/nfc/designs/new', icon: 'card' } as const;

/** /portal/offers: Partner Offers for every admin. */
export const OffersPage = () => {
  const t = useT();
  const title = t('offers.title');
  useDocumentTitle(title);
  const subheader = t(`offers.${OFFER.key}.subheader`);
  return (
    <>
      <PageHeader title={title} subtitle={t('offers.intro')} />
      <Card as="article" aria-labelledby="offer-title" css={{ maxWidth: 720 }}>
        <div css={(theme) => ({ display: 'flex', gap: theme.space(5), alignItems: 'flex-start', flexWrap: 'wrap' })}>
          <div
            role="img"
            aria-label={t('offers.logo', { name: subheader })}
            css={(theme) => ({ display: 'grid', placeItems: 'center', width: 64, height: 64, borderRadius: theme.radius.md, background: theme.colors.primary, color: '#ffffff', flexShrink: 0 })}
          >
            <Icon name={OFFER.icon} size={32} />
          </div>
          <div css={{ flex: 1, minWidth: 240 }}>
            <div css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(2), flexWrap: 'wrap' })}>
              <h2 id="offer-title" css={(theme) => ({ margin: 0, fontSize: theme.fontSize.lg })}>
                {t(`offers.${OFFER.key}.title`)}
              </h2>
              <Badge tone="primary">{t(`offers.${OFFER.key}.badge`)}</Badge>
            </div>
            <p css={(theme) => ({ margin: theme.space(1, 0, 0), color: theme.colors.textMuted, fontWeight: 600 })}>{subheader}</p>
            <p css={(theme) => ({ margin: theme.space(4, 0) })}>{t(`offers.${OFFER.key}.description`)}</p>
            <LinkButton variant="primary" to={OFFER.to}>
              {t(`offers.${OFFER.key}.button`)}
            </LinkButton>
          </div>
        </div>
      </Card>
    </>
  );
};

export default OffersPage;
