import type { LayoutBranding, LayoutField } from '@profyle/contracts/layouts';
import { type MessageKey, useT } from '../../../app/i18n';
import { ImageUpload } from '../../uploads/image-upload';
import { SavedTextField } from './saved-fields';
import type { LayoutSaver } from './use-layout-saver';

const IMAGES = [
  { field: 'branding.logo_url', key: 'logo_url', name: 'logo', aspect: 600 / 180 },
  { field: 'branding.header_image_url', key: 'header_image_url', name: 'header', aspect: 3 },
  { field: 'branding.avatar_placeholder', key: 'avatar_placeholder', name: 'avatar', aspect: 1 },
] as const satisfies readonly { field: LayoutField; key: keyof LayoutBranding; name: string; aspect: number }[];

/**
 * Logo, header image and avatar placeholder: uploaded (cropped to the recommended shape, through the
 * portal's image storage) or linked, each saved as soon as it changes, with its recommended size.
 */
export const ImageFields = ({ branding, saver }: { branding: LayoutBranding; saver: LayoutSaver }) => {
  const t = useT();
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space(6) })}>
      {IMAGES.map((image) => {
        const label = t(`layouts.image.${image.name}` as MessageKey);
        return (
          <div key={image.key} css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
            <ImageUpload
              id={`layout-image-${image.key}`}
              label={label}
              hint={t(`layouts.image.${image.name}Hint` as MessageKey)}
              value={branding[image.key]}
              aspect={image.aspect}
              round={image.aspect === 1}
              error={saver.errors[image.field]}
              onChange={(url) => void saver.save(image.field, url)}
            />
            <SavedTextField field={image.field} saved={branding[image.key]} saver={saver} label={t('layouts.image.url', { name: label })} type="url" maxLength={2048} placeholder="https://" />
          </div>
        );
      })}
    </div>
  );
};
