import type { LayoutField } from '@profyle/contracts/layouts';
import type { LayoutBranding } from '@profyle/contracts/layouts';
import { type MessageKey, useT } from '../../../app/i18n';
import { Button } from '../../../shared/ui/button';
import { SavedTextField } from './saved-fields';
import type { LayoutSaver } from './use-layout-saver';

const IMAGES = [
  { field: 'branding.logo_url', key: 'logo_url', name: 'logo', aspect: 600 / 180 },
  { field: 'branding.header_image_url', key: 'header_image_url', name: 'header', aspect: 3 },
  { field: 'branding.avatar_placeholder', key: 'avatar_placeholder', name: 'avatar', aspect: 1 },
] as const satisfies readonly { field: LayoutField; key: keyof LayoutBranding; name: string; aspect: number }[];

/** Logo, header image and avatar placeholder: a link each, with the recommended size and a thumbnail. */
export const ImageFields = ({ branding, saver }: { branding: LayoutBranding; saver: LayoutSaver }) => {
  const t = useT();
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space(5) })}>
      {IMAGES.map((image) => {
        const value = branding[image.key];
        const label = t(`layouts.image.${image.name}` as MessageKey);
        return (
          <div key={image.key} css={(theme) => ({ display: 'flex', gap: theme.space(4), alignItems: 'flex-end', flexWrap: 'wrap' })}>
            <div
              aria-hidden="true"
              css={(theme) => ({
                width: 120,
                height: Math.round(120 / image.aspect),
                borderRadius: image.aspect === 1 ? '50%' : theme.radius.sm,
                border: `1px dashed ${theme.colors.borderStrong}`,
                background: value ? `center / contain no-repeat url("${value.replace(/"/g, '%22')}")` : theme.colors.surfaceSunken,
                flexShrink: 0,
              })}
            />
            <div css={{ flex: 1, minWidth: 220 }}>
              <SavedTextField field={image.field} saved={value} saver={saver} label={t('layouts.image.url', { name: label })} hint={t(`layouts.image.${image.name}Hint` as MessageKey)} type="url" maxLength={2048} placeholder="https://" />
            </div>
            {value ? (
              <Button size="sm" variant="ghost" onClick={() => void saver.save(image.field, '')}>
                {t('layouts.image.remove')}
              </Button>
            ) : null}
          </div>
        );
      })}
    </div>
  );
};
