import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, type UniqueIdentifier, useSensor, useSensors } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useState } from 'react';
import { BLOCK_SIZES, type ContentBlock, isFullWidthBlock } from '@profyle/contracts/layouts';
import { type MessageKey, useT } from '../../../app/i18n';
import { Button, IconButton } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Alert } from '../../../shared/ui/feedback';
import { InlineSelect } from '../../../shared/ui/fields';
import { Icon } from '../../../shared/ui/icons';
import { BlockDialog, blockName, blockTypeLabel } from './block-dialog';
import type { LayoutSaver } from './use-layout-saver';

const GripIcon = () => (
  <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
    {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r={1.6} />))}
  </svg>
);

const BlockRow = ({ block, onEdit, onDelete, onSize }: { block: ContentBlock; onEdit: () => void; onDelete: () => void; onSize: (size: ContentBlock['size']) => void }) => {
  const t = useT();
  const name = blockName(t, block);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: block.id });
  const summary = block.type === 'video' ? block.source : block.type === 'image' ? block.image : block.default ? t('layouts.blocks.default', { value: t(`layouts.personValue.${block.type}` as MessageKey) }) : block.url || block.subtitle;
  return (
    <li
      ref={setNodeRef}
      data-block-id={block.id}
      css={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: theme.space(3),
        padding: theme.space(2, 3),
        background: theme.colors.surface,
        border: `1px solid ${isDragging ? theme.colors.focus : theme.colors.border}`,
        borderRadius: theme.radius.md,
        boxShadow: isDragging ? theme.shadow.md : 'none',
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        transform: CSS.Transform.toString(transform),
        transition,
      })}
    >
      <IconButton ref={setActivatorNodeRef} type="button" aria-label={t('layouts.blocks.dragHandle', { name })} title={t('layouts.blocks.dragHandle', { name })} css={{ cursor: 'grab', touchAction: 'none' }} {...attributes} {...listeners}>
        <GripIcon />
      </IconButton>
      <div css={{ flex: 1, minWidth: 0 }}>
        <div css={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</div>
        <div css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.sm, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>
          {blockTypeLabel(t, block.type)}
          {summary ? ` · ${summary}` : ''}
        </div>
      </div>
      <InlineSelect
        label={t('layouts.blocks.sizeOf', { name })}
        title={isFullWidthBlock(block.type) ? t('layouts.blocks.sizeDisabled') : undefined}
        disabled={isFullWidthBlock(block.type)}
        value={String(block.size)}
        onChange={(event) => onSize(Number(event.target.value) as ContentBlock['size'])}
        options={BLOCK_SIZES.map((size) => ({ value: String(size), label: `${size}` }))}
      />
      <IconButton type="button" aria-label={t('layouts.blocks.edit', { name })} title={t('layouts.blocks.edit', { name })} onClick={onEdit}>
        <Icon name="edit" />
      </IconButton>
      <IconButton type="button" aria-label={t('layouts.blocks.remove', { name })} title={t('layouts.blocks.remove', { name })} onClick={onDelete}>
        <Icon name="trash" />
      </IconButton>
    </li>
  );
};

/**
 * The layout's content blocks: add, edit, delete, resize, and reorder by dragging or with the keyboard
 * (dnd-kit: focus a handle, space, arrows, space). Every change saves the whole list (spec 001 section 4);
 * the list shows the change at once and goes back to the saved list when the save is refused.
 */
export const BlocksEditor = ({ saved, saver }: { saved: ContentBlock[]; saver: LayoutSaver }) => {
  const t = useT();
  const [blocks, setBlocks] = useState(saved);
  const [editing, setEditing] = useState<{ block: ContentBlock | null; index: number } | null>(null);
  const [deleting, setDeleting] = useState<ContentBlock | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => setBlocks(saved), [saved]);

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const saveList = async (next: ContentBlock[]): Promise<boolean> => {
    setBlocks(next);
    setSaving(true);
    const ok = await saver.save('buttons', next);
    setSaving(false);
    if (!ok) setBlocks(saved);
    return ok;
  };

  const nameOf = (id: UniqueIdentifier) => {
    const block = blocks.find((candidate) => candidate.id === id);
    return block ? blockName(t, block) : '';
  };
  const positionOf = (id: UniqueIdentifier | undefined) => blocks.findIndex((candidate) => candidate.id === id) + 1;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = blocks.findIndex((block) => block.id === active.id);
    const to = blocks.findIndex((block) => block.id === over.id);
    if (from < 0 || to < 0) return;
    void saveList(arrayMove(blocks, from, to));
  };

  const serverErrors = Object.fromEntries(Object.entries(saver.errors).filter(([path]) => path.startsWith('buttons')));
  const listError = saver.errors.buttons;

  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
      <p id="blocks-drag-help" css={(theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSize.sm })}>
        {t('layouts.blocks.dragHelp')}
      </p>
      {listError ? <Alert tone="danger">{listError}</Alert> : null}
      {blocks.length === 0 ? (
        <p css={(theme) => ({ margin: 0, padding: theme.space(4), textAlign: 'center', color: theme.colors.textMuted, border: `1px dashed ${theme.colors.borderStrong}`, borderRadius: theme.radius.md })}>{t('layouts.blocks.empty')}</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: { draggable: t('layouts.blocks.dragHelp') },
            announcements: {
              onDragStart: ({ active }) => t('layouts.blocks.picked', { name: nameOf(active.id) }),
              onDragOver: ({ active, over }) => (over ? t('layouts.blocks.over', { name: nameOf(active.id), position: positionOf(over.id), count: blocks.length }) : undefined),
              onDragEnd: ({ active, over }) => (over ? t('layouts.blocks.dropped', { name: nameOf(active.id), position: positionOf(over.id), count: blocks.length }) : undefined),
              onDragCancel: ({ active }) => t('layouts.blocks.cancelled', { name: nameOf(active.id) }),
            },
          }}
        >
          <SortableContext items={blocks.map((block) => block.id)} strategy={verticalListSortingStrategy}>
            <ol aria-label={t('layouts.blocks.listLabel')} css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(2) })}>
              {blocks.map((block, index) => (
                <BlockRow
                  key={block.id}
                  block={block}
                  onEdit={() => setEditing({ block, index })}
                  onDelete={() => setDeleting(block)}
                  onSize={(size) => void saveList(blocks.map((candidate) => (candidate.id === block.id ? { ...candidate, size } : candidate)))}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <div>
        <Button icon={<Icon name="plus" size={18} />} onClick={() => setEditing({ block: null, index: blocks.length })}>
          {t('layouts.blocks.add')}
        </Button>
      </div>
      <BlockDialog
        open={editing !== null}
        block={editing?.block ?? null}
        index={editing?.index ?? blocks.length}
        serverErrors={serverErrors}
        saving={saving}
        onClose={() => setEditing(null)}
        onSave={async (block) => {
          const next = editing?.block ? blocks.map((candidate) => (candidate.id === block.id ? block : candidate)) : [...blocks, block];
          if (await saveList(next)) setEditing(null);
        }}
      />
      <Dialog
        open={deleting !== null}
        title={t('layouts.blocks.remove', { name: deleting ? blockName(t, deleting) : '' })}
        onClose={() => setDeleting(null)}
        closeLabel={t('common.close')}
        footer={
          <>
            <Button onClick={() => setDeleting(null)}>{t('common.cancel')}</Button>
            <Button
              variant="danger"
              loading={saving}
              onClick={async () => {
                if (deleting && (await saveList(blocks.filter((block) => block.id !== deleting.id)))) setDeleting(null);
              }}
            >
              {t('layouts.delete')}
            </Button>
          </>
        }
      >
        <p css={{ margin: 0 }}>{t('layouts.blocks.removeConfirm', { name: deleting ? blockName(t, deleting) : '' })}</p>
      </Dialog>
    </div>
  );
};
