import { type FormEvent, useState } from 'react';
import { FREE_CARD_COLOURS, MAX_CARDS_PER_REQUEST } from '@profyle/contracts/cards';
import { csvFileName, type GeneratedCardList, qrSheetCsv, scanLinksCsv } from '@profyle/contracts/card-csv';
import { scanCardValue } from '@profyle/contracts/card-scan';
import { errorMessageOf, fieldErrorsOf } from '../../../app/api-errors';
import { type MessageKey, useT } from '../../../app/i18n';
import { useSnackbar } from '../../../shared/snackbar-host';
import { Button } from '../../../shared/ui/button';
import { Alert } from '../../../shared/ui/feedback';
import { Switch, SelectField, TextField } from '../../../shared/ui/fields';
import { Card, Stack } from '../../../shared/ui/layout';
import { saveFile } from '../../settings/settings-api';
import { useListAffiliatesQuery } from '../affiliates-api';
import { useAddCardAndAssignMutation, useAllocateFreeCardMutation, useGenerateCardIdsMutation, useGenerateFreeCardsMutation } from '../superadmin-api';
import { CardTypePicker, DesignPicker, OrganisationPicker, PersonPicker, STOCK_DESIGN_ID } from './card-pickers';

const grid = (theme: { space: (n: number) => string }) => ({ display: 'grid', gap: theme.space(4), gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', alignItems: 'end' });
const actions = (theme: { space: (n: number) => string }) => ({ display: 'flex', justifyContent: 'flex-end', gap: theme.space(3) });

/** One scanned or typed card: its id (only the last 32 characters count), or the scanner's warning. */
const useCardEntry = () => {
  const t = useT();
  const [value, setValue] = useState('');
  const read = (): { cardId: string } | { error: string } => {
    const outcome = scanCardValue(value, new Set());
    return outcome.kind === 'card' ? { cardId: outcome.cardId } : { error: t('cardTools.notValidUrl', { value: value.trim() }) };
  };
  return { value, setValue, read };
};

const download = (text: string, kind: string) => saveFile({ blob: new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName: csvFileName(kind) });

/**
 * Fast Allocation (spec 002 "Demo and partner tools"): the organisation, the person, one scanned card,
 * its design and Live or Demo; the card is allocated to the organisation and given to the person.
 */
export const FastAllocationTool = () => {
  const t = useT();
  const notify = useSnackbar();
  const card = useCardEntry();
  const [organisationId, setOrganisationId] = useState('');
  const [person, setPerson] = useState<{ id: string; name: string }>({ id: '', name: '' });
  const [designId, setDesignId] = useState(STOCK_DESIGN_ID);
  const [demo, setDemo] = useState(false);
  const [sendEmail, setSendEmail] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [allocate, { isLoading }] = useAddCardAndAssignMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!organisationId) found.organisation = t('cardTools.organisationRequired');
    if (!person.id) found.personId = t('cardTools.personRequired');
    const entry = card.read();
    if ('error' in entry) found.cardId = entry.error;
    setErrors(found);
    if (found.personId) notify(found.personId, 'error');
    if (Object.keys(found).length || 'error' in entry) return;
    const result = await allocate({ organisationId, personId: person.id, cardId: entry.cardId, designId, demo, sendEmail, orderId: null });
    if ('error' in result) {
      setErrors(fieldErrorsOf(result.error));
      notify(t('fastAllocation.error', { message: errorMessageOf(result.error, t('common.unknownError')) }), 'error');
      return;
    }
    notify(t('fastAllocation.done', { shortId: result.data.short_id, name: person.name }));
    card.setValue('');
    setPerson({ id: '', name: '' });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('adminTools.tab.fastAllocation')} css={{ maxWidth: 880 }}>
      <Card>
        <Stack gap={5}>
          <p css={{ margin: 0 }}>{t('fastAllocation.intro')}</p>
          <OrganisationPicker
            value={organisationId}
            onChange={(id) => {
              setOrganisationId(id);
              setPerson({ id: '', name: '' });
              setDesignId(STOCK_DESIGN_ID);
            }}
            error={errors.organisation}
          />
          <PersonPicker organisationId={organisationId} value={person.id} onChange={(id, name) => setPerson({ id, name })} error={errors.personId} />
          <div css={grid}>
            <TextField id="fast-allocation-card" label={t('cardTools.card')} hint={t('cardTools.cardHint')} required maxLength={500} autoComplete="off" spellCheck={false} value={card.value} onChange={(event) => card.setValue(event.target.value)} error={errors.cardId} />
            <DesignPicker id="fast-allocation-design" organisationId={organisationId} value={designId} onChange={setDesignId} error={errors.designId} />
            <CardTypePicker id="fast-allocation-type" demo={demo} onChange={setDemo} />
          </div>
          <Switch label={t('cardTools.sendEmail')} description={t('cardTools.sendEmailHint')} checked={sendEmail} onChange={(event) => setSendEmail(event.target.checked)} />
          <div css={actions}>
            <Button type="submit" variant="primary" loading={isLoading}>
              {t('fastAllocation.submit')}
            </Button>
          </div>
        </Stack>
      </Card>
    </form>
  );
};

const colourOptions = (t: ReturnType<typeof useT>) => FREE_CARD_COLOURS.map((colour) => ({ value: colour, label: t(`cardTools.colour.${colour}` as MessageKey) }));

/** Convert to Free Card: one scanned card no organisation holds becomes a free card of a colour (navy included, no custom). */
export const FreeCardTool = () => {
  const t = useT();
  const notify = useSnackbar();
  const card = useCardEntry();
  const [colour, setColour] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [convert, { isLoading }] = useAllocateFreeCardMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const entry = card.read();
    const found: Record<string, string> = {};
    if ('error' in entry) found.cardId = entry.error;
    if (!colour) found.colour = t('cardTools.colourRequired');
    setErrors(found);
    if (found.colour) notify(found.colour, 'error');
    if ('error' in entry || !colour) return;
    const result = await convert({ cardId: entry.cardId, colour });
    if ('error' in result) {
      setErrors(fieldErrorsOf(result.error));
      notify(errorMessageOf(result.error, t('freeCard.error')), 'error');
      return;
    }
    notify(t('freeCard.done', { shortId: result.data.short_id }));
    card.setValue('');
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('adminTools.tab.freeCard')} css={{ maxWidth: 720 }}>
      <Card>
        <Stack gap={5}>
          <p css={{ margin: 0 }}>{t('freeCard.intro')}</p>
          <div css={grid}>
            <TextField id="free-card-card" label={t('cardTools.card')} hint={t('cardTools.cardHint')} required maxLength={500} autoComplete="off" spellCheck={false} value={card.value} onChange={(event) => card.setValue(event.target.value)} error={errors.cardId} />
            <SelectField id="free-card-colour" label={t('cardTools.colour')} required value={colour} error={errors.colour} options={[{ value: '', label: t('cardTools.colourPlaceholder') }, ...colourOptions(t)]} onChange={(event) => setColour(event.target.value)} />
          </div>
          <div css={actions}>
            <Button type="submit" variant="primary" loading={isLoading}>
              {t('freeCard.submit')}
            </Button>
          </div>
        </Stack>
      </Card>
    </form>
  );
};

/** The number of cards to make: 1 to 1000. */
const useCount = (initial: string) => {
  const [count, setCount] = useState(initial);
  const number = Number(count);
  const valid = Number.isSafeInteger(number) && number >= 1 && number <= MAX_CARDS_PER_REQUEST;
  return { count, setCount, number, valid };
};

/** What was generated, downloadable again. */
const Generated = ({ cards, onDownload }: { cards: GeneratedCardList | null; onDownload: () => void }) => {
  const t = useT();
  if (!cards) return null;
  return (
    <Alert tone="success">
      <span css={{ display: 'inline-flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
        {t('cardTools.generated', { count: cards.ids.length })}
        <Button size="sm" onClick={onDownload}>
          {t('cardTools.downloadAgain')}
        </Button>
      </span>
    </Alert>
  );
};

type GenerateResult = { data: GeneratedCardList } | { error: Parameters<typeof errorMessageOf>[0] };

/**
 * The flow both id tools share: the count checked (1 to 1000), the request, then the CSV downloaded and
 * kept for downloading again; a refusal is 'Error creating cards: {errorMessage}' with the field errors.
 */
const useCardGeneration = (request: (count: number) => Promise<GenerateResult>, save: (cards: GeneratedCardList) => void) => {
  const t = useT();
  const notify = useSnackbar();
  const count = useCount('10');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [cards, setCards] = useState<GeneratedCardList | null>(null);
  const run = async (found: Record<string, string>) => {
    const problems = { ...found, ...(count.valid ? {} : { count: t('cardTools.countInvalid', { max: MAX_CARDS_PER_REQUEST }) }) };
    setErrors(problems);
    if (Object.keys(problems).length) return;
    const result = await request(count.number);
    if ('error' in result) {
      setErrors(fieldErrorsOf(result.error));
      notify(t('cardTools.createError', { message: errorMessageOf(result.error, t('common.unknownError')) }), 'error');
      return;
    }
    setCards(result.data);
    save(result.data);
    notify(t('cardTools.generated', { count: result.data.ids.length }));
  };
  return { count, errors, cards, run };
};

/** Generate IDs: free cards of a colour, optionally an affiliate's, downloaded as the printed QR sheet's CSV. */
export const GenerateIdsTool = () => {
  const t = useT();
  const [colour, setColour] = useState('');
  const [affiliateId, setAffiliateId] = useState('');
  const [generate, { isLoading }] = useGenerateFreeCardsMutation();
  const affiliates = useListAffiliatesQuery({ include_archived: false, page_size: 200 });
  // The colour the cards were generated in names them, also when downloaded again after the colour changed.
  const [generatedColour, setGeneratedColour] = useState('');
  const { count, errors, cards, run } = useCardGeneration(
    (number) => {
      setGeneratedColour(colour);
      return generate({ count: number, colour, affiliate_id: affiliateId || null });
    },
    (list) => download(qrSheetCsv(list, colour), `card-ids-${colour}`),
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(colour ? {} : { colour: t('cardTools.colourRequired') });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('adminTools.tab.generateIds')} css={{ maxWidth: 720 }}>
      <Card>
        <Stack gap={5}>
          <p css={{ margin: 0 }}>{t('generateIds.intro')}</p>
          <div css={grid}>
            <TextField id="generate-ids-count" type="number" min={1} max={MAX_CARDS_PER_REQUEST} step={1} label={t('cardTools.count')} required value={count.count} onChange={(event) => count.setCount(event.target.value)} error={errors.count} />
            <SelectField id="generate-ids-colour" label={t('cardTools.colour')} required value={colour} error={errors.colour} options={[{ value: '', label: t('cardTools.colourPlaceholder') }, ...colourOptions(t)]} onChange={(event) => setColour(event.target.value)} />
            <SelectField
              id="generate-ids-affiliate"
              label={t('generateIds.affiliate')}
              value={affiliateId}
              error={errors.affiliate_id}
              options={[{ value: '', label: t('generateIds.noAffiliate') }, ...(affiliates.data?.data ?? []).map((affiliate) => ({ value: affiliate.id, label: affiliate.name }))]}
              onChange={(event) => setAffiliateId(event.target.value)}
            />
          </div>
          <Generated cards={cards} onDownload={() => cards && download(qrSheetCsv(cards, generatedColour), `card-ids-${generatedColour}`)} />
          <div css={actions}>
            <Button type="submit" variant="primary" loading={isLoading}>
              {t('generateIds.submit')}
            </Button>
          </div>
        </Stack>
      </Card>
    </form>
  );
};

/** Create IDs for Free Cards: new card ids as scan links in a CSV. */
export const CreateIdsTool = () => {
  const t = useT();
  const [create, { isLoading }] = useGenerateCardIdsMutation();
  const save = (list: GeneratedCardList) => download(scanLinksCsv(list), 'card-links');
  const { count, errors, cards, run } = useCardGeneration((number) => create({ count: number }), save);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run({});
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('adminTools.tab.createIds')} css={{ maxWidth: 720 }}>
      <Card>
        <Stack gap={5}>
          <p css={{ margin: 0 }}>{t('createIds.intro')}</p>
          <div css={grid}>
            <TextField id="create-ids-count" type="number" min={1} max={MAX_CARDS_PER_REQUEST} step={1} label={t('cardTools.count')} required value={count.count} onChange={(event) => count.setCount(event.target.value)} error={errors.count} />
          </div>
          <Generated cards={cards} onDownload={() => cards && save(cards)} />
          <div css={actions}>
            <Button type="submit" variant="primary" loading={isLoading}>
              {t('createIds.submit')}
            </Button>
          </div>
        </Stack>
      </Card>
    </form>
  );
};
