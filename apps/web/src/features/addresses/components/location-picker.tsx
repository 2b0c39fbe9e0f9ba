import { useState } from 'react';
import { locationSummary } from '@profyle/contracts/locations';
import { errorMessageOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { Button, IconButton } from '../../../shared/ui/button';
import { FieldFrame, InlineSelect } from '../../../shared/ui/fields';
import { Icon } from '../../../shared/ui/icons';
import { Muted } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { useAddressLabel } from '../../organisations/use-address-label';
import { useListLocationsQuery } from '../addresses-api';

/** Chooses several of the organisation's addresses, in order (group form, person form in 'list' mode). */
export const LocationPicker = ({ id, label, hint, value, onChange, error }: { id: string; label: string; hint?: string; value: string[]; onChange: (ids: string[]) => void; error?: string }) => {
  const t = useT();
  const { organisationId } = useSession();
  const addressLabel = useAddressLabel();
  const locations = useListLocationsQuery(organisationId);
  const [choice, setChoice] = useState('');
  const all = locations.data?.data ?? [];
  const byId = new Map(all.map((location) => [location.id, location]));
  const available = all.filter((location) => !value.includes(location.id));
  const plural = addressLabel.pluralInText;

  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <div id={id} role="group" aria-label={label} css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(2) })}>
        {locations.isError ? <Muted role="alert">{t('locationPicker.loadError', { message: errorMessageOf(locations.error, t('common.unknownError')) })}</Muted> : null}
        {value.length ? (
          <ul css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(1) })}>
            {value.map((locationId) => {
              const location = byId.get(locationId);
              const name = location ? location.name || location.line1 : locationId;
              return (
                <li key={locationId} css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(2), padding: theme.space(1, 2, 1, 3), border: `1px solid ${theme.colors.border}`, borderRadius: theme.radius.sm })}>
                  <Icon name="addresses" size={16} />
                  <span css={{ flex: 1, minWidth: 0 }}>
                    <strong>{name}</strong> {location ? <Muted>{locationSummary(location)}</Muted> : null}
                  </span>
                  <IconButton type="button" aria-label={t('locationPicker.remove', { name })} onClick={() => onChange(value.filter((other) => other !== locationId))} css={{ width: 32, height: 32 }}>
                    <Icon name="close" size={16} />
                  </IconButton>
                </li>
              );
            })}
          </ul>
        ) : (
          <Muted>{t('locationPicker.empty')}</Muted>
        )}
        {all.length === 0 && !locations.isLoading && !locations.isError ? (
          <Muted>{t('locationPicker.noneExist', { label: plural })}</Muted>
        ) : available.length ? (
          <div css={(theme) => ({ display: 'flex', gap: theme.space(2), flexWrap: 'wrap' })}>
            <InlineSelect
              label={t('locationPicker.choose', { label: plural })}
              value={choice}
              onChange={(event) => setChoice(event.target.value)}
              options={[{ value: '', label: t('locationPicker.choose', { label: plural }) }, ...available.map((location) => ({ value: location.id, label: location.name || location.line1 }))]}
            />
            <Button
              size="sm"
              disabled={!choice}
              onClick={() => {
                onChange([...value, choice]);
                setChoice('');
              }}
            >
              {t('locationPicker.add')}
            </Button>
          </div>
        ) : null}
      </div>
    </FieldFrame>
  );
};
