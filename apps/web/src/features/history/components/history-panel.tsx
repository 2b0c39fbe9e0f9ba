import { extendCatalogue, useT } from '../../../app/i18n';
import { LinkButton } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icons';
import { Card, CardTitle, Muted, Stack } from '../../../shared/ui/layout';
import { useSession } from '../../auth/session';
import { entityHistoryPath } from '../history-links';
import { HISTORY_EN } from '../history-messages';

// Detail pages load this panel in their own chunk: its texts come with it.
extendCatalogue(HISTORY_EN);

/**
 * The superadmin History panel of an entity's detail page (person, group, address, admin user): opens the
 * entity's timeline. Renders nothing for anyone else: the full history is for superadmins.
 */
export const HistoryPanel = ({ streamId }: { streamId: string }) => {
  const t = useT();
  const { user } = useSession();
  if (!user.superadmin) return null;
  return (
    <Card aria-labelledby={`history-${streamId}`}>
      <CardTitle id={`history-${streamId}`}>{t('history.panel.title')}</CardTitle>
      <Stack gap={3}>
        <Muted>{t('history.panel.body')}</Muted>
        <div>
          <LinkButton to={entityHistoryPath(streamId)} icon={<Icon name="clock" size={18} />}>
            {t('history.panel.open')}
          </LinkButton>
        </div>
      </Stack>
    </Card>
  );
};
