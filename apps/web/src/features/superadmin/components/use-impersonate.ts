import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { organisationSelected } from '../../../app/session-slice';
import { useSession } from '../../auth/session';
import { useStartSupportAccessMutation } from '../superadmin-api';

/** Opens an organisation as the superadmin: the audit log records it, the portal shows its dashboard. */
export const useImpersonate = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const session = useSession();
  const [startSupportAccess] = useStartSupportAccessMutation();
  return (organisationId: string) => {
    void startSupportAccess({ organisationId });
    dispatch(organisationSelected(organisationId === session.user.organisationId ? null : organisationId));
    navigate('/portal/dashboard');
  };
};
