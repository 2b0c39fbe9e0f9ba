import { useState } from 'react';
import { BIO_MAX_LENGTH } from '@profyle/contracts/people';
import { TRANSLATABLE_PERSON_FIELDS, TRANSLATION_LANGUAGE_CODES, type PersonTranslation, type TranslatablePersonField } from '@profyle/domain';
import { type MessageKey, useT } from '../../../app/i18n';
import { LANGUAGES } from '../../../app/i18n/languages';
import { Button } from '../../../shared/ui/button';
import { SelectField, TextArea, TextField } from '../../../shared/ui/fields';
import { Icon } from '../../../shared/ui/icons';
import { FieldGrid, Muted, Stack } from '../../../shared/ui/layout';

const FIELD_LABELS: Record<TranslatablePersonField, MessageKey> = {
  prefix: 'person.prefix',
  first_name: 'person.firstName',
  last_name: 'person.lastName',
  pronouns: 'person.pronouns',
  position: 'person.position',
  department: 'person.department',
  nominals: 'person.nominals',
  bio: 'person.bio',
};

const languageName = (code: string) => LANGUAGES.find((language) => language.code === code)?.name ?? code;

/**
 * The Profyle in other languages: per language, its own prefix, names, pronouns, position, department,
 * post nominals and bio (spec 001 section 3). A blank field shows the English one.
 */
export const TranslationsEditor = ({
  value,
  onChange,
  errors,
}: {
  value: Record<string, PersonTranslation>;
  onChange: (next: Record<string, PersonTranslation>) => void;
  errors: Partial<Record<string, string>>;
}) => {
  const t = useT();
  const [adding, setAdding] = useState('');
  const codes = Object.keys(value);
  const available = TRANSLATION_LANGUAGE_CODES.filter((code) => !codes.includes(code));
  const setField = (code: string, field: TranslatablePersonField, text: string) => onChange({ ...value, [code]: { ...value[code], [field]: text } });
  const remove = (code: string) => {
    const { [code]: _removed, ...rest } = value;
    onChange(rest);
  };

  return (
    <Stack gap={4} aria-labelledby="person-translations-title" role="group">
      <div>
        <h3 id="person-translations-title" css={(theme) => ({ margin: 0, fontSize: theme.fontSize.md })}>
          {t('person.translations')}
        </h3>
        <Muted css={(theme) => ({ fontSize: theme.fontSize.sm })}>{t('person.translationsHint')}</Muted>
      </div>
      {codes.map((code) => (
        <fieldset key={code} css={(theme) => ({ margin: 0, padding: theme.space(4), border: `1px solid ${theme.colors.border}`, borderRadius: theme.radius.md })}>
          <legend css={(theme) => ({ padding: theme.space(0, 2), fontWeight: 700 })}>{languageName(code)}</legend>
          <Stack gap={3}>
            <FieldGrid>
              {TRANSLATABLE_PERSON_FIELDS.filter((field) => field !== 'bio').map((field) => (
                <TextField
                  key={field}
                  id={`person-translations.${code}.${field}`}
                  label={`${t(FIELD_LABELS[field])} (${languageName(code)})`}
                  value={value[code]?.[field] ?? ''}
                  onChange={(event) => setField(code, field, event.target.value)}
                  error={errors[`translations.${code}.${field}`]}
                  dir={code === 'ar' ? 'rtl' : undefined}
                />
              ))}
            </FieldGrid>
            <TextArea
              id={`person-translations.${code}.bio`}
              label={`${t('person.bio')} (${languageName(code)})`}
              maxLength={BIO_MAX_LENGTH}
              rows={3}
              value={value[code]?.bio ?? ''}
              onChange={(event) => setField(code, 'bio', event.target.value)}
              error={errors[`translations.${code}.bio`]}
              dir={code === 'ar' ? 'rtl' : undefined}
            />
            <div>
              <Button size="sm" variant="ghost" icon={<Icon name="trash" size={16} />} onClick={() => remove(code)}>
                {t('person.translationRemove', { language: languageName(code) })}
              </Button>
            </div>
          </Stack>
        </fieldset>
      ))}
      {available.length ? (
        <div css={(theme) => ({ display: 'flex', gap: theme.space(3), alignItems: 'flex-end', flexWrap: 'wrap' })}>
          <div css={{ minWidth: 220 }}>
            <SelectField
              id="person-translation-language"
              label={t('person.translationLanguage')}
              value={adding}
              onChange={(event) => setAdding(event.target.value)}
              options={[{ value: '', label: t('person.translationChoose') }, ...available.map((code) => ({ value: code, label: languageName(code) }))]}
            />
          </div>
          <Button
            icon={<Icon name="plus" size={16} />}
            disabled={!adding}
            onClick={() => {
              onChange({ ...value, [adding]: {} });
              setAdding('');
            }}
          >
            {t('person.translationAdd')}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
};
