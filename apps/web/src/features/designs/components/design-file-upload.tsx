import { useId, useState } from 'react';
import type { DesignFileKind, UploadedDesignFile } from '@profyle/contracts/designs';
import { errorMessageOf } from '../../../app/api-errors';
import { useT } from '../../../app/i18n';
import { FieldFrame } from '../../../shared/ui/fields';
import { Muted } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { useUploadDesignFileMutation } from '../designs-api';

/**
 * Uploads design files of one kind through the api's file store (print-ready PDF, brand assets, proofs,
 * previews); each file is checked by the api by its name and content, and reported as it is stored.
 */
export const DesignFileUpload = ({
  kind,
  label,
  hint,
  accept,
  multiple,
  error,
  onUploaded,
}: {
  kind: DesignFileKind;
  label: string;
  hint?: string;
  accept: readonly string[];
  multiple?: boolean;
  error?: string;
  onUploaded: (file: UploadedDesignFile) => void;
}) => {
  const t = useT();
  const id = useId();
  const { organisationId } = useSession();
  const [upload] = useUploadDesignFileMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onFiles = async (files: FileList | null) => {
    setFailure(null);
    for (const file of Array.from(files ?? [])) {
      setBusy(file.name);
      const result = await upload({ organisationId, kind, file });
      if ('error' in result) {
        setFailure(`${t('newDesign.uploadError')}: ${errorMessageOf(result.error, t('common.unknownError'))}`);
        break;
      }
      onUploaded(result.data);
    }
    setBusy(null);
  };

  return (
    <FieldFrame id={id} label={label} hint={hint} error={failure ?? error}>
      <input
        id={id}
        type="file"
        multiple={multiple}
        accept={accept.map((type) => `.${type}`).join(',')}
        disabled={busy !== null}
        onChange={(event) => {
          void onFiles(event.target.files);
          event.target.value = '';
        }}
      />
      {busy ? <Muted aria-live="polite">{t('newDesign.uploading', { name: busy })}</Muted> : null}
    </FieldFrame>
  );
};
