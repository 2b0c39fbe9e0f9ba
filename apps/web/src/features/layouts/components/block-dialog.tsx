import { useEffect, useState } from 'react';
import { BLOCK_ICONS, BLOCK_SIZES, BLOCK_TYPES, type BlockType, type ContentBlock, emptyContentBlock, isFullWidthBlock, takesPersonValue } from '@profyle/contracts/layouts';
import { contentBlockProblems, EMAIL_BLOCK_TYPES, normaliseContentBlock, PHONE_BLOCK_TYPES } from '@profyle/domain';
import { apiText } from '../../../app/api-errors';
import { type MessageKey, useT } from '../../../app/i18n';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { SelectField, Switch, TextArea, TextField } from '../../../shared/ui/fields';
import { useSession } from '../../auth/session';
import { useListCustomFieldsQuery } from '../../custom-fields/custom-fields-api';

export const blockTypeLabel = (t: ReturnType<typeof useT>, type: BlockType): string => t(`layouts.blockType.${type}` as MessageKey);

/** The words a block is known by in lists and announcements: its title, else its type. */
export const blockName = (t: ReturnType<typeof useT>, block: ContentBlock): string => block.title || blockTypeLabel(t, block.type);

/** A new block's id: unique within the layout, stable while it is dragged about. */
const newBlockId = (): string => (globalThis.crypto?.randomUUID?.() ?? `b-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`);

const isLink = (type: BlockType): boolean => !['image', 'video', 'text', 'spacer', 'custom_field'].includes(type);

/**
 * Adds or edits one content block. The form shows the fields its type uses and checks them with the
 * same rules as the server (the domain's), so most mistakes are shown before anything is sent; the
 * server's own field errors for this block come in through `serverErrors`.
 */
export const BlockDialog = ({
  open,
  block,
  index,
  serverErrors,
  saving,
  onSave,
  onClose,
}: {
  open: boolean;
  /** The block to edit, or null to add one. */
  block: ContentBlock | null;
  /** Where the block is (or will be) in the list, for error paths. */
  index: number;
  serverErrors: Record<string, string>;
  saving: boolean;
  onSave: (block: ContentBlock) => void;
  onClose: () => void;
}) => {
  const t = useT();
  const { organisationId } = useSession();
  const customFields = useListCustomFieldsQuery(organisationId).data?.data ?? [];
  const [draft, setDraft] = useState<ContentBlock>(() => block ?? emptyContentBlock(newBlockId(), 'url'));
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    if (open) {
      setDraft(block ?? emptyContentBlock(newBlockId(), 'url'));
      setChecked(false);
    }
  }, [open, block]);

  const problems = Object.fromEntries(contentBlockProblems(normaliseContentBlock(draft), index).map((problem) => [problem.path, apiText(problem.msg)]));
  const errorOf = (field: keyof ContentBlock): string | null => {
    const path = `buttons.${index}.${field}`;
    return (checked ? problems[path] : undefined) ?? serverErrors[path] ?? null;
  };
  const set = <K extends keyof ContentBlock>(field: K, value: ContentBlock[K]) => setDraft((current) => ({ ...current, [field]: value }));
  const changeType = (type: BlockType) =>
    setDraft((current) => ({ ...emptyContentBlock(current.id, type), title: current.title, subtitle: current.subtitle, url: isLink(type) ? current.url : '' }));

  const submit = () => {
    setChecked(true);
    if (Object.keys(problems).length > 0) return;
    onSave(normaliseContentBlock(draft));
  };

  const { type } = draft;
  const link = isLink(type);
  const personValue = takesPersonValue(type);
  const addressLabel = PHONE_BLOCK_TYPES.includes(type) ? t('layouts.blocks.phone') : EMAIL_BLOCK_TYPES.includes(type) ? t('layouts.blocks.email') : t('layouts.blocks.url');

  return (
    <FormDialog open={open} title={block ? t('layouts.blocks.editTitle') : t('layouts.blocks.addTitle')} width={560} submitLabel={t('layouts.blocks.save')} loading={saving} onSubmit={submit} onClose={onClose}>
      <SelectField label={t('layouts.blocks.type')} value={type} onChange={(event) => changeType(event.target.value as BlockType)} options={BLOCK_TYPES.map((value) => ({ value, label: blockTypeLabel(t, value) }))} />
      {type !== 'spacer' ? (
        <TextField label={t('layouts.blocks.title')} value={draft.title} maxLength={200} onChange={(event) => set('title', event.target.value)} error={errorOf('title')} />
      ) : null}
      {link || type === 'text' ? (
        type === 'text' ? (
          <TextArea label={t('layouts.blocks.text')} value={draft.subtitle} maxLength={1000} onChange={(event) => set('subtitle', event.target.value)} error={errorOf('subtitle')} />
        ) : (
          <TextField label={t('layouts.blocks.subtitle')} value={draft.subtitle} maxLength={1000} onChange={(event) => set('subtitle', event.target.value)} error={errorOf('subtitle')} />
        )
      ) : null}
      {personValue ? (
        <Switch
          label={t('layouts.blocks.default', { value: t(`layouts.personValue.${type}` as MessageKey) })}
          description={t('layouts.blocks.defaultHint')}
          checked={draft.default}
          onChange={(event) => set('default', event.target.checked)}
        />
      ) : null}
      {link && !(personValue && draft.default) ? (
        <TextField
          label={addressLabel}
          required
          value={draft.url}
          maxLength={2048}
          type={EMAIL_BLOCK_TYPES.includes(type) ? 'email' : PHONE_BLOCK_TYPES.includes(type) ? 'tel' : 'url'}
          onChange={(event) => set('url', event.target.value)}
          error={errorOf('url')}
        />
      ) : null}
      {type === 'url' ? (
        <SelectField
          label={t('layouts.blocks.icon')}
          value={draft.icon}
          onChange={(event) => set('icon', event.target.value as ContentBlock['icon'])}
          options={[{ value: '', label: t('layouts.blocks.icon.none') }, ...BLOCK_ICONS.map((icon) => ({ value: icon, label: t(`layouts.blocks.icon.${icon}` as MessageKey) }))]}
        />
      ) : null}
      {type === 'image' ? (
        <>
          <TextField label={t('layouts.blocks.image')} required value={draft.image} maxLength={2048} type="url" onChange={(event) => set('image', event.target.value)} error={errorOf('image')} />
          <TextField label={t('layouts.blocks.imageLink')} value={draft.url} maxLength={2048} type="url" onChange={(event) => set('url', event.target.value)} error={errorOf('url')} />
        </>
      ) : null}
      {type === 'video' ? (
        <>
          <TextField label={t('layouts.blocks.source')} hint={t('layouts.blocks.sourceHint')} required value={draft.source} maxLength={2048} type="url" onChange={(event) => set('source', event.target.value)} error={errorOf('source')} />
          <Switch label={t('layouts.blocks.loop')} checked={draft.loop} onChange={(event) => set('loop', event.target.checked)} />
          <Switch label={t('layouts.blocks.autoplay')} checked={draft.autoplay} onChange={(event) => set('autoplay', event.target.checked)} />
        </>
      ) : null}
      {type === 'text' ? (
        <SelectField
          label={t('layouts.blocks.align')}
          value={draft.align}
          onChange={(event) => set('align', event.target.value as ContentBlock['align'])}
          options={(['left', 'center', 'right'] as const).map((align) => ({ value: align, label: t(`layouts.blocks.align.${align}` as MessageKey) }))}
        />
      ) : null}
      {type === 'custom_field' ? (
        <SelectField
          label={t('layouts.blocks.customField')}
          hint={customFields.length === 0 ? t('layouts.blocks.noCustomFields') : undefined}
          required
          value={draft.custom_field_id ?? ''}
          onChange={(event) => set('custom_field_id', event.target.value || null)}
          error={errorOf('custom_field_id')}
          options={[{ value: '', label: t('layouts.blocks.chooseCustomField') }, ...customFields.map((field) => ({ value: field.id, label: field.name }))]}
        />
      ) : null}
      <SelectField
        label={t('layouts.blocks.size')}
        hint={isFullWidthBlock(type) ? t('layouts.blocks.sizeDisabled') : undefined}
        disabled={isFullWidthBlock(type)}
        value={String(draft.size)}
        onChange={(event) => set('size', Number(event.target.value) as ContentBlock['size'])}
        options={BLOCK_SIZES.map((size) => ({ value: String(size), label: t(`layouts.blocks.size.${size}` as MessageKey) }))}
      />
    </FormDialog>
  );
};
