import { useState } from 'react';
import { useT } from '../../../app/i18n';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { SelectField, TextField } from '../../../shared/ui/fields';
import { useListDesignsQuery } from '../../designs/designs-api';
import { useListOrganisationsQuery, useSearchPeopleQuery } from '../superadmin-api';

/** The stock design every card can carry (the design a card printed before it had an organisation has). */
export const STOCK_DESIGN_ID = 'classic';

const SEARCH_LAYOUT = (theme: { space: (n: number) => string }) => ({ display: 'grid', gap: theme.space(3), gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', alignItems: 'end' });

/** Search, then choose: a text field narrowing a select's options. */
const SearchSelect = ({ id, label, searchLabel, placeholder, empty, options, value, onChange, onSearch, search, error }: {
  id: string;
  label: string;
  searchLabel: string;
  placeholder: string;
  empty: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  onSearch: (value: string) => void;
  search: string;
  error?: string;
}) => (
  <div css={SEARCH_LAYOUT}>
    <TextField id={`${id}-search`} type="search" label={searchLabel} placeholder={placeholder} value={search} maxLength={64} autoComplete="off" onChange={(event) => onSearch(event.target.value)} />
    <SelectField id={id} label={label} required value={value} error={error} options={[{ value: '', label: options.length ? '—' : empty, disabled: true }, ...options]} onChange={(event) => onChange(event.target.value)} />
  </div>
);

/** An organisation found by name or id. */
export const OrganisationPicker = ({ value, onChange, error }: { value: string; onChange: (id: string) => void; error?: string }) => {
  const t = useT();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 250);
  const { data } = useListOrganisationsQuery({ tab: 'all', search: term || undefined, page_size: 20 });
  const options = (data?.data ?? []).map((row) => ({ value: row.id, label: `${row.name} (${row.id})` }));
  return (
    <SearchSelect
      id="card-tools-organisation"
      label={t('cardTools.organisation')}
      searchLabel={t('cardTools.organisationSearch')}
      placeholder={t('cardTools.organisationPlaceholder')}
      empty={t('cardTools.organisationNone')}
      options={options}
      value={value}
      onChange={onChange}
      onSearch={setSearch}
      search={search}
      error={error}
    />
  );
};

/** A person of the organisation found by name or e-mail. */
export const PersonPicker = ({ organisationId, value, onChange, error }: { organisationId: string; value: string; onChange: (id: string, name: string) => void; error?: string }) => {
  const t = useT();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 250);
  const { data } = useSearchPeopleQuery({ organisationId, search: term }, { skip: !organisationId });
  const people = data?.data ?? [];
  const options = people.map((person) => ({ value: person.person_id, label: `${`${person.first_name} ${person.last_name}`.trim()}${person.email ? ` <${person.email}>` : ''}` }));
  return (
    <SearchSelect
      id="card-tools-person"
      label={t('cardTools.person')}
      searchLabel={t('cardTools.personSearch')}
      placeholder={t('cardTools.personPlaceholder')}
      empty={t('cardTools.personNone')}
      options={options}
      value={value}
      onChange={(id) => onChange(id, options.find((option) => option.value === id)?.label ?? id)}
      onSearch={setSearch}
      search={search}
      error={error}
    />
  );
};

/** The design the cards carry: the organisation's designs and the stock design. */
export const DesignPicker = ({ id, organisationId, value, onChange, error }: { id: string; organisationId: string; value: string; onChange: (id: string) => void; error?: string }) => {
  const t = useT();
  const { data } = useListDesignsQuery({ organisationId, section: 'all' }, { skip: !organisationId });
  const designs = (data?.data ?? []).filter((design) => design.id !== STOCK_DESIGN_ID).map((design) => ({ value: design.id, label: design.name }));
  return <SelectField id={id} label={t('cardTools.design')} required value={value} error={error} options={[{ value: STOCK_DESIGN_ID, label: t('cardTools.stockDesign') }, ...designs]} onChange={(event) => onChange(event.target.value)} />;
};

/** Live or Demo. */
export const CardTypePicker = ({ id, demo, onChange }: { id: string; demo: boolean; onChange: (demo: boolean) => void }) => {
  const t = useT();
  return (
    <SelectField
      id={id}
      label={t('cardTools.type')}
      value={demo ? 'demo' : 'live'}
      options={[
        { value: 'live', label: t('cardTools.typeLive') },
        { value: 'demo', label: t('cardTools.typeDemo') },
      ]}
      onChange={(event) => onChange(event.target.value === 'demo')}
    />
  );
};
