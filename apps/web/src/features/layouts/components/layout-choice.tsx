import { DEFAULT_LAYOUT_ID } from '@profyle/contracts/layouts';
import { Link } from 'react-router-dom';
import { useSession } from '../../auth/session';
import { useListLayoutsQuery } from '../layouts-api';
import { layoutPath } from '../use-layout-route';

/**
 * The organisation's layouts for other screens (a group's layout): options for a select, and a link
 * naming a layout by its label. An id whose layout was deleted is shown as the default, which is what
 * the Profyles show (the layout precedence falls back to it).
 */
export const useLayoutChoices = () => {
  const { organisationId } = useSession();
  const layouts = useListLayoutsQuery({ organisationId }).data?.data ?? [];
  const labelOf = (id: string): string | null => layouts.find((layout) => layout.id === id)?.label ?? null;
  return {
    options: layouts.map((layout) => ({ value: layout.id, label: layout.label })),
    labelOf,
    /** The layout a stored id really shows. */
    effectiveId: (id: string): string => (layouts.length === 0 || labelOf(id) !== null ? id : DEFAULT_LAYOUT_ID),
  };
};

export const LayoutLink = ({ layoutId, fallback }: { layoutId: string; fallback: string }) => {
  const { labelOf, effectiveId } = useLayoutChoices();
  const id = effectiveId(layoutId);
  return <Link to={layoutPath(id)}>{labelOf(id) ?? fallback}</Link>;
};
