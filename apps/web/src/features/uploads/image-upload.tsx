import { useEffect, useRef, useState } from 'react';
import { CROP_ZOOM, IMAGE_MAX_BYTES, IMAGE_TYPES } from '@profyle/contracts/uploads';
import { errorMessageOf } from '../../app/api-errors';
import { useT } from '../../app/i18n';
import { useFormatters } from '../../shared/format';
import { useSnackbar } from '../../shared/snackbar-host';
import { Button } from '../../shared/ui/button';
import { Dialog } from '../../shared/ui/dialog';
import { FieldFrame } from '../../shared/ui/fields';
import { Icon } from '../../shared/ui/icons';
import { Muted } from '../../shared/ui/layout';
import { useOptionalSession } from '../auth/session';
import { clampOffset, clampZoom, coverScale, CropError, type CropState, cropToJpeg } from './crop';
import { organisationImages, type UploadTarget, useUploadImageMutation } from './uploads-api';

const ACCEPT = Object.keys(IMAGE_TYPES).join(',');
const FRAME_WIDTH = 320;

/**
 * An image field: choose a file, crop it (square for photos and avatars, wider for address images; zoom 1
 * to 3 in steps of 0.1, drag or arrow keys to move), and it is uploaded as a JPEG of at most 800 px wide.
 * The field's value is the uploaded image's URL.
 */
export const ImageUpload = ({
  id,
  label,
  hint,
  value,
  onChange,
  aspect = 1,
  error,
  round = false,
  target,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (url: string) => void;
  aspect?: number;
  error?: string;
  round?: boolean;
  /** Where the image goes; by default the signed-in admin's organisation. */
  target?: UploadTarget;
}) => {
  const t = useT();
  const notify = useSnackbar();
  const session = useOptionalSession();
  const destination = target ?? (session ? organisationImages(session.organisationId) : null);
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<{ url: string; name: string } | null>(null);
  const [upload, { isLoading }] = useUploadImageMutation();
  const previewHeight = Math.round(96 / aspect);

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!(file.type in IMAGE_TYPES)) return notify(t('upload.error', { message: t('upload.typeError') }), 'error');
    if (file.size > IMAGE_MAX_BYTES) return notify(t('upload.error', { message: t('upload.tooLarge') }), 'error');
    setSource({ url: URL.createObjectURL(file), name: file.name });
  };

  const close = () => {
    if (source) URL.revokeObjectURL(source.url);
    setSource(null);
  };

  const save = async (blob: Blob) => {
    const name = `${(source?.name ?? 'image').replace(/\.[^.]*$/, '')}.jpg`;
    if (!destination) return;
    const result = await upload({ target: destination, file: blob, fileName: name });
    if ('error' in result) {
      notify(t('upload.error', { message: errorMessageOf(result.error, t('common.unknownError')) }), 'error');
      return;
    }
    onChange(result.data.url);
    close();
  };

  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <div css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(4), flexWrap: 'wrap' })}>
        <div
          css={(theme) => ({
            width: 96,
            height: previewHeight,
            borderRadius: round ? '50%' : theme.radius.md,
            overflow: 'hidden',
            background: theme.colors.surfaceSunken,
            display: 'grid',
            placeItems: 'center',
            color: theme.colors.textMuted,
            border: `1px solid ${theme.colors.border}`,
          })}
        >
          {value ? (
            <img src={value} alt={t('upload.preview')} onError={() => notify(t('upload.retrieveError', { message: t('upload.notLoaded') }), 'error')} css={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : (
            <Icon name="user" size={28} />
          )}
        </div>
        <div css={(theme) => ({ display: 'flex', gap: theme.space(2), flexWrap: 'wrap' })}>
          <input ref={input} id={id} type="file" accept={ACCEPT} onChange={(event) => onFile(event.target.files?.[0])} css={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }} tabIndex={-1} aria-hidden="true" />
          <Button size="sm" onClick={() => input.current?.click()} icon={<Icon name="plus" size={16} />} aria-label={`${value ? t('upload.change') : t('upload.choose')}: ${label}`}>
            {value ? t('upload.change') : t('upload.choose')}
          </Button>
          {value ? (
            <Button size="sm" variant="ghost" onClick={() => onChange('')} aria-label={`${t('upload.remove')}: ${label}`}>
              {t('upload.remove')}
            </Button>
          ) : null}
        </div>
      </div>
      {source ? <CropDialog source={source.url} aspect={aspect} round={round} busy={isLoading} onCancel={close} onSave={save} onLoadError={(message) => { notify(t('upload.retrieveError', { message }), 'error'); close(); }} /> : null}
    </FieldFrame>
  );
};

const CropDialog = ({
  source,
  aspect,
  round,
  busy,
  onCancel,
  onSave,
  onLoadError,
}: {
  source: string;
  aspect: number;
  round: boolean;
  busy: boolean;
  onCancel: () => void;
  onSave: (blob: Blob) => void;
  onLoadError: (message: string) => void;
}) => {
  const t = useT();
  const { formatDecimal } = useFormatters();
  const notify = useSnackbar();
  const frame = { width: FRAME_WIDTH, height: Math.round(FRAME_WIDTH / aspect) };
  const image = useRef<HTMLImageElement>(null);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [crop, setCrop] = useState<CropState>({ zoom: 1, x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; start: CropState } | null>(null);

  useEffect(() => {
    const probe = new Image();
    probe.onload = () => setNatural({ width: probe.naturalWidth, height: probe.naturalHeight });
    probe.onerror = () => onLoadError(t('upload.notLoaded'));
    probe.src = source;
  }, [source, onLoadError, t]);

  const update = (next: CropState) => natural && setCrop(clampOffset({ ...next, zoom: clampZoom(next.zoom) }, natural, frame));
  const scale = natural ? coverScale(natural, frame) * crop.zoom : 1;

  const save = async () => {
    if (!image.current || !natural) return;
    try {
      onSave(await cropToJpeg(image.current, crop, frame, aspect));
    } catch (error) {
      notify(t('upload.error', { message: error instanceof CropError ? t(error.key) : error instanceof Error ? error.message : String(error) }), 'error');
    }
  };

  return (
    <Dialog
      open
      title={t('upload.cropTitle')}
      onClose={onCancel}
      closeLabel={t('common.close')}
      width={420}
      footer={
        <>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button variant="primary" onClick={save} loading={busy} disabled={!natural}>
            {t('upload.save')}
          </Button>
        </>
      }
    >
      <div css={(theme) => ({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: theme.space(4) })}>
        <div
          role="img"
          aria-label={t('upload.cropArea')}
          tabIndex={0}
          data-testid="crop-frame"
          onPointerDown={(event) => {
            (event.target as HTMLElement).setPointerCapture?.(event.pointerId);
            drag.current = { x: event.clientX, y: event.clientY, start: crop };
          }}
          onPointerMove={(event) => drag.current && update({ ...drag.current.start, x: drag.current.start.x + event.clientX - drag.current.x, y: drag.current.start.y + event.clientY - drag.current.y })}
          onPointerUp={() => (drag.current = null)}
          onKeyDown={(event) => {
            const step = event.shiftKey ? 20 : 5;
            const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
            const move = moves[event.key];
            if (!move) return;
            event.preventDefault();
            update({ ...crop, x: crop.x + move[0], y: crop.y + move[1] });
          }}
          css={(theme) => ({
            position: 'relative',
            width: frame.width,
            height: frame.height,
            overflow: 'hidden',
            borderRadius: round ? '50%' : theme.radius.md,
            background: theme.colors.surfaceSunken,
            cursor: 'grab',
            touchAction: 'none',
            '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
          })}
        >
          {natural ? (
            <img
              ref={image}
              src={source}
              alt=""
              draggable={false}
              css={{ position: 'absolute', left: '50%', top: '50%', width: natural.width * scale, height: natural.height * scale, maxWidth: 'none', transform: `translate(calc(-50% + ${crop.x}px), calc(-50% + ${crop.y}px))`, userSelect: 'none' }}
            />
          ) : null}
        </div>
        <label css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(3), width: '100%' })}>
          <span css={{ fontWeight: 600 }}>{t('upload.zoom')}</span>
          <input type="range" min={CROP_ZOOM.min} max={CROP_ZOOM.max} step={CROP_ZOOM.step} value={crop.zoom} onChange={(event) => update({ ...crop, zoom: Number(event.target.value) })} css={{ flex: 1 }} />
          <span aria-hidden="true" css={{ width: 32, textAlign: 'end' }}>{formatDecimal(crop.zoom, 1)}×</span>
        </label>
        <Muted css={{ fontSize: 13 }}>{t('upload.dragHint')}</Muted>
      </div>
    </Dialog>
  );
};
