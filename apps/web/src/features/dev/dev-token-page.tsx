import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { baseApi } from '../../app/base-api';
import { DEFAULT_LANDING } from '../../app/config';
import { useAppDispatch } from '../../app/hooks';
import { useT } from '../../app/i18n';
import { sessionStarted } from '../../app/session-slice';
import { AuthLayout } from '../auth/components/auth-layout';
import { Button } from '../../shared/ui/button';
import { TextArea } from '../../shared/ui/fields';
import { Stack } from '../../shared/ui/layout';

/**
 * /dev/token, only in `vite dev`: signs in with a development bearer token the api printed at start-up.
 * The real sign-in is /auth/sign-in; this exists so screens can be worked on against any api build.
 */
export const DevTokenPage = () => {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [token, setToken] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const accessToken = token.trim();
    if (!accessToken) return;
    dispatch(baseApi.util.resetApiState());
    dispatch(sessionStarted({ accessToken, refreshToken: '', expiresIn: 7 * 24 * 3600 }));
    navigate(DEFAULT_LANDING);
  };
  return (
    <AuthLayout title={t('dev.token.title')} subtitle={t('dev.token.body')}>
      <form onSubmit={onSubmit}>
        <Stack gap={4}>
          <TextArea label={t('dev.token.label')} value={token} onChange={(event) => setToken(event.target.value)} css={{ fontFamily: 'monospace', fontSize: 12 }} />
          <Button type="submit" variant="primary">
            {t('dev.token.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
};

export default DevTokenPage;
