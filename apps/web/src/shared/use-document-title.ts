import { useEffect } from 'react';
import { useT } from '../app/i18n';

/** '<page> · Profyle' in the browser tab. */
export const useDocumentTitle = (title: string) => {
  const t = useT();
  useEffect(() => {
    document.title = title ? `${title} · ${t('product.name')}` : t('product.name');
  }, [title, t]);
};
