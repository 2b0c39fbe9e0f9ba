import { useState } from 'react';
import { useT } from '../../../app/i18n';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { SelectField, TextField } from '../../../shared/ui/fields';
import { useListDesignsQuery } from '../../designs/designs-api';
import { useListOrganisationsQuery, useSearchPeopleQuery } from '../superadmin-api';

/** The stock design every card can carry (the design a card printed before it had an organisation has). */
export const STOCK_DESIGN_ID = 'classic';

const SEARCH_LAYOUT = (theme: { space: (n: number) => string }) => ({ display: 'grid', gap: theme.space(3), gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', alignItems: 'end' });

type PickerTexts = 'organisation' | 'person';

/** Search, then choose: a text field narrowing a select's options (texts `cardTools.<texts>`, `...Search`, `...Placeholder`, `...None`). */
const SearchSelect = ({ texts, options, value, onChange, search, onSearch, error }: {
  texts: PickerTexts;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  search: string;
  onSearch: (value: string) => void;
  error?: string;
}) => {
  const t = useT();
  const id = `card-tools-${texts}`;
  return (
    <div css={SEARCH_LAYOUT}>
      <TextField id={`${id}-search`} type="search" label={t(`cardTools.${texts}Search`)} placeholder={t(`cardTools.${texts}Placeholder`)} value={search} maxLength={64} autoComplete="off" onChange={(event) => onSearch(event.target.value)} />
      <SelectField id={id} label={t(`cardTools.${texts}`)} required value={value} error={error} options={[{ value: '', label: options.length ? '—' : t(`cardTools.${texts}None`), disabled: true }, ...options]} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
};

/** What has been typed, and the term to search for once typing pauses. */
const useSearchTerm = () => {
  const [search, setSearch] = useState('');
  return { search, setSearch, term: useDebouncedValue(search.trim(), 250) };
};

/** An organisation found by name or id. */
export const OrganisationPicker = ({ value, onChange, error }: { value: string; onChange: (id: string) => void; error?: string }) => {
  const { search, setSearch, term } = useSearchTerm();
  const { data } = useListOrganisationsQuery({ tab: 'all', search: term || undefined, page_size: 20 });
  const options = (data?.data ?? []).map((row) => ({ value: row.id, label: `${row.name} (${row.id})` }));
  return <SearchSelect texts="organisation" options={options} value={value} onChange={onChange} search={search} onSearch={setSearch} error={error} />;
};

/** A person of the organisation found by name or e-mail. */
export const PersonPicker = ({ organisationId, value, onChange, error }: { organisationId: string; value: string; onChange: (id: string, name: string) => void; error?: string }) => {
  const { search, setSearch, term } = useSearchTerm();
  const { data } = useSearchPeopleQuery({ organisationId, search: term }, { skip: !organisationId });
  const people = data?.data ?? [];
  const options = people.map((person) => ({ value: person.person_id, label: `${`${person.first_name} ${person.last_name}`.trim()}${person.email ? ` <${person.email}>` : ''}` }));
  const nameOf = (id: string) => {
    const person = people.find((candidate) => candidate.person_id === id);
    return person ? `${person.first_name} ${person.last_name}`.trim() : id;
  };
  return <SearchSelect texts="person" options={options} value={value} onChange={(id) => onChange(id, nameOf(id))} search={search} onSearch={setSearch} error={error} />;
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
