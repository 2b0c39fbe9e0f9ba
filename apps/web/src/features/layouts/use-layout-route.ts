import { useParams } from 'react-router-dom';
import { useSession } from '../auth/session';
import { useGetLayoutQuery } from './layouts-api';

/** The layout named by the route's :layoutId, in the organisation being viewed. */
export const useLayoutFromRoute = () => {
  const { layoutId = '' } = useParams();
  const { organisationId } = useSession();
  const query = useGetLayoutQuery({ organisationId, layoutId });
  return { organisationId, layoutId, query, layout: query.data };
};

export const layoutsPath = '/portal/layouts';
export const layoutPath = (layoutId: string) => `${layoutsPath}/${encodeURIComponent(layoutId)}`;
