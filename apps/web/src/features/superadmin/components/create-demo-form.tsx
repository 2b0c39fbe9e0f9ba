import { type FormEvent, useState } from 'react';
import { BRANDING_COLOURS, type BrandingColour, contrastWarnings } from '@profyle/contracts/layouts';
import { DEFAULT_LAYOUT_COLOURS } from '@profyle/domain';
import { DEMO_ACCOUNT_TYPES, DEMO_INVITE_DELAY_MS, type DemoAccountType } from '@profyle/contracts/demo-accounts';
import { organisationIdFromName } from '@profyle/contracts/organisation-admin';
import { scanCardValue } from '@profyle/contracts/card-scan';
import { errorMessageOf, fieldErrorsOf } from '../../../app/api-errors';
import { type MessageKey, useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { useSnackbar } from '../../../shared/snackbar-host';
import { Button } from '../../../shared/ui/button';
import { Alert } from '../../../shared/ui/feedback';
import { RadioCards, Switch, TextField } from '../../../shared/ui/fields';
import { Card, CardTitle, DetailList, Stack } from '../../../shared/ui/layout';
import { ImageUpload } from '../../uploads/image-upload';
import { useCreateDemoAccountMutation } from '../superadmin-api';
import { ColourInput } from './colour-input';
import { useImpersonate } from './use-impersonate';
import { withHttps } from './with-https';

const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HEX = /^#[0-9a-f]{6}$/i;
const COLOUR_FIELD: Record<BrandingColour, string> = { primary: 'primary_color', secondary: 'secondary_color', background: 'background_color', foreground: 'foreground_color', bottombar: 'bottombar_color' };
const ACCOUNT_TYPE_KEYS: Record<DemoAccountType, string> = { 'Legacy Enterprise': 'legacyEnterprise', Enterprise: 'enterprise', 'Friends & Family': 'friendsAndFamily' };

const EMPTY = { organisation_name: '', organisation_id: '', website_url: '', first_name: '', last_name: '', position: '', email: '', logo_url: '', photo_url: '', card_id: '' };
type TextValues = typeof EMPTY;

interface Created {
  organisationId: string;
  name: string;
  email: string;
  inviteAt: string | null;
  cardId: string | null;
}

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <section css={(theme) => ({ display: 'grid', gap: theme.space(4) })}>
    <h3 css={(theme) => ({ margin: 0, fontSize: theme.fontSize.md })}>{title}</h3>
    {children}
  </section>
);

const grid = (min: number) => (theme: { space: (n: number) => string }) => ({ display: 'grid', gap: theme.space(4), gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, 1fr))` });

/**
 * The Create Demo tab of /portal/admin (spec 002 section 5): the company (name, the organisation id it
 * gives, website, account type), its contact (names, position, e-mail, photo) and the look of their
 * Profyle (logo and five colours), all required; and whether to invite the contact 15 minutes later.
 * Field errors show beside the fields, from this form's checks and from the server's answer.
 */
export const CreateDemoForm = () => {
  const t = useT();
  const notify = useSnackbar();
  const { formatDateTime, formatDecimal } = useFormatters();
  const impersonate = useImpersonate();
  const [values, setValues] = useState<TextValues>(EMPTY);
  const [colours, setColours] = useState<Record<BrandingColour, string>>({ ...DEFAULT_LAYOUT_COLOURS });
  const [accountType, setAccountType] = useState<DemoAccountType>('Enterprise');
  const [sendInvite, setSendInvite] = useState(true);
  const [idEdited, setIdEdited] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<Created | null>(null);
  const [create, { isLoading }] = useCreateDemoAccountMutation();

  const clearError = (key: string) => setErrors((current) => ({ ...current, [key]: '' }));
  const set = (key: keyof TextValues, value: string) => {
    setValues((current) => ({ ...current, [key]: value, ...(key === 'organisation_name' && !idEdited ? { organisation_id: value.trim() ? organisationIdFromName(value) : '' } : {}) }));
    clearError(key);
  };
  const setColour = (name: BrandingColour, value: string) => {
    setColours((current) => ({ ...current, [name]: value }));
    clearError(COLOUR_FIELD[name]);
  };
  const warnings = BRANDING_COLOURS.every((name) => HEX.test(colours[name])) ? contrastWarnings(colours) : [];

  const check = (): Record<string, string> => {
    const found: Record<string, string> = {};
    const required: [keyof TextValues, MessageKey][] = [
      ['organisation_name', 'createDemo.companyNameRequired'],
      ['first_name', 'createDemo.firstNameRequired'],
      ['last_name', 'createDemo.lastNameRequired'],
      ['position', 'createDemo.positionRequired'],
      ['logo_url', 'createDemo.logoRequired'],
      ['photo_url', 'createDemo.photoRequired'],
    ];
    for (const [key, message] of required) if (!values[key].trim()) found[key] = t(message);
    if (!URL_PATTERN.test(values.website_url.trim())) found.website_url = t('createDemo.companyUrlInvalid');
    if (!values.email.trim()) found.email = t('createDemo.emailRequired');
    else if (!EMAIL_PATTERN.test(values.email.trim())) found.email = t('createDemo.emailInvalid');
    for (const name of BRANDING_COLOURS) if (!HEX.test(colours[name])) found[COLOUR_FIELD[name]] = t('createDemo.colourInvalid');
    // Blank is digital only; a scan counts by its last 32 characters.
    if (values.card_id.trim() && scanCardValue(values.card_id, new Set()).kind !== 'card') found.card_id = t('cardTools.notValidUrl', { value: values.card_id.trim() });
    return found;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(`create-demo-${Object.keys(found)[0].replace(/_/g, '-')}`)?.focus();
      return;
    }
    const trimmed = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as TextValues;
    const result = await create({
      ...trimmed,
      organisation_id: trimmed.organisation_id || null,
      card_id: trimmed.card_id || null,
      ...Object.fromEntries(BRANDING_COLOURS.map((name) => [COLOUR_FIELD[name], colours[name]])),
      account_type: accountType,
      send_invite: sendInvite,
    } as Parameters<typeof create>[0]);
    if ('error' in result) {
      setErrors(fieldErrorsOf(result.error));
      notify(t('createDemo.error', { message: errorMessageOf(result.error, t('common.unknownError')) }), 'error');
      return;
    }
    notify(t('createDemo.created', { name: trimmed.organisation_name }));
    setCreated({
      organisationId: result.data.organisation_id,
      name: trimmed.organisation_name,
      email: trimmed.email,
      inviteAt: sendInvite ? new Date(Date.now() + DEMO_INVITE_DELAY_MS).toISOString() : null,
      cardId: result.data.card_id,
    });
  };

  const startAgain = () => {
    setValues(EMPTY);
    setColours({ ...DEFAULT_LAYOUT_COLOURS });
    setAccountType('Enterprise');
    setSendInvite(true);
    setIdEdited(false);
    setErrors({});
    setCreated(null);
  };

  if (created) {
    return (
      <Card aria-labelledby="create-demo-done" css={{ maxWidth: 720 }}>
        <Stack gap={4}>
          <CardTitle id="create-demo-done">{t('createDemo.doneTitle', { name: created.name })}</CardTitle>
          <DetailList
            items={[
              { label: t('createDemo.organisationId'), value: <code>{created.organisationId}</code> },
              { label: t('createDemo.card'), value: created.cardId ? t('createDemo.cardAllocated', { shortId: created.cardId.slice(0, 6) }) : t('createDemo.digitalOnly') },
              { label: t('createDemo.invite'), value: created.inviteAt ? t('createDemo.inviteAt', { email: created.email, time: formatDateTime(created.inviteAt) }) : t('createDemo.noInvite') },
            ]}
          />
          <div css={(theme) => ({ display: 'flex', gap: theme.space(3), flexWrap: 'wrap' })}>
            <Button variant="primary" onClick={() => impersonate(created.organisationId)}>
              {t('createDemo.open', { name: created.name })}
            </Button>
            <Button onClick={startAgain}>{t('createDemo.another')}</Button>
          </div>
        </Stack>
      </Card>
    );
  }

  const text = (key: keyof TextValues, label: MessageKey, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField id={`create-demo-${key.replace(/_/g, '-')}`} label={t(label)} required value={values[key]} onChange={(event) => set(key, event.target.value)} error={errors[key]} {...extra} />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('createDemo.title')} css={{ maxWidth: 880 }}>
      <Card>
        <Stack gap={6}>
          <p css={{ margin: 0 }}>{t('createDemo.intro')}</p>
          <Section title={t('createDemo.company')}>
            <div css={grid(240)}>
              {text('organisation_name', 'createDemo.companyName', { maxLength: 100 })}
              <TextField
                id="create-demo-organisation-id"
                label={t('createDemo.organisationId')}
                hint={t('createDemo.organisationIdHint')}
                maxLength={63}
                value={values.organisation_id}
                onChange={(event) => {
                  setIdEdited(true);
                  set('organisation_id', event.target.value);
                }}
                onBlur={() => set('organisation_id', values.organisation_id.trim() ? organisationIdFromName(values.organisation_id) : '')}
                error={errors.organisation_id}
              />
              {text('website_url', 'createDemo.website', { type: 'url', maxLength: 2048, hint: t('createDemo.websiteHint'), onBlur: () => set('website_url', withHttps(values.website_url)) })}
            </div>
            <RadioCards
              name="create-demo-account-type"
              legend={t('createDemo.accountType')}
              value={accountType}
              onChange={setAccountType}
              error={errors.account_type}
              options={DEMO_ACCOUNT_TYPES.map((type) => ({
                value: type,
                label: t(`createDemo.accountType.${ACCOUNT_TYPE_KEYS[type]}` as MessageKey),
                description: t(`createDemo.accountType.${ACCOUNT_TYPE_KEYS[type]}Hint` as MessageKey),
              }))}
            />
          </Section>

          <Section title={t('createDemo.contact')}>
            <div css={grid(240)}>
              {text('first_name', 'createDemo.firstName', { maxLength: 100, autoComplete: 'off' })}
              {text('last_name', 'createDemo.lastName', { maxLength: 100, autoComplete: 'off' })}
              {text('position', 'createDemo.position', { maxLength: 200 })}
              {text('email', 'createDemo.email', { type: 'email', maxLength: 254, autoComplete: 'off' })}
            </div>
            <TextField
              id="create-demo-card-id"
              label={t('createDemo.card')}
              hint={t('createDemo.cardHint')}
              maxLength={500}
              autoComplete="off"
              spellCheck={false}
              value={values.card_id}
              onChange={(event) => set('card_id', event.target.value)}
              // A card reader presses Enter after the card: that must not submit the demo half filled.
              onKeyDown={(event) => {
                if (event.key === 'Enter') event.preventDefault();
              }}
              error={errors.card_id}
            />
            <ImageUpload id="create-demo-photo-url" label={t('createDemo.photo')} hint={t('createDemo.photoHint')} value={values.photo_url} onChange={(url) => set('photo_url', url)} error={errors.photo_url} round />
          </Section>

          <Section title={t('createDemo.branding')}>
            <ImageUpload id="create-demo-logo-url" label={t('createDemo.logo')} hint={t('createDemo.logoHint')} value={values.logo_url} onChange={(url) => set('logo_url', url)} error={errors.logo_url} aspect={8 / 3} />
            <div css={grid(200)}>
              {BRANDING_COLOURS.map((name) => {
                const label = t(`createDemo.colour.${name}` as MessageKey);
                return (
                  <ColourInput
                    key={name}
                    id={`create-demo-${COLOUR_FIELD[name].replace(/_/g, '-')}`}
                    label={label}
                    hint={t(`createDemo.colour.${name}Hint` as MessageKey)}
                    pickLabel={t('createDemo.colour.pick', { name: label })}
                    value={colours[name]}
                    onChange={(value) => setColour(name, value)}
                    error={errors[COLOUR_FIELD[name]]}
                  />
                );
              })}
            </div>
            {warnings.map((warning) => (
              <Alert key={`${warning.background}-${warning.text}`} tone="warning">
                {t('createDemo.contrastWarning', { text: t(`createDemo.colour.${warning.text}` as MessageKey), background: t(`createDemo.colour.${warning.background}` as MessageKey), ratio: formatDecimal(warning.ratio, 2) })}
              </Alert>
            ))}
          </Section>

          <Switch label={t('createDemo.sendInvite')} description={t('createDemo.sendInviteHint')} checked={sendInvite} onChange={(event) => setSendInvite(event.target.checked)} />
          <div css={(theme) => ({ display: 'flex', justifyContent: 'flex-end', gap: theme.space(3) })}>
            <Button type="submit" variant="primary" loading={isLoading}>
              {t('createDemo.submit')}
            </Button>
          </div>
        </Stack>
      </Card>
    </form>
  );
};
