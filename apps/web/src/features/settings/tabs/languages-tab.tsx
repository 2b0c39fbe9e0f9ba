import { DEFAULT_SUPPORTED_LANGUAGE, RIGHT_TO_LEFT_LANGUAGES, SUPPORTED_LANGUAGES } from '@profyle/contracts/settings';
import { LANGUAGES } from '../../../app/i18n/languages';
import { useT } from '../../../app/i18n';
import { Badge } from '../../../shared/ui/feedback';
import { Card, CardTitle } from '../../../shared/ui/layout';
import { Table, TableScroll } from '../../../shared/ui/table';

/** The Languages tab: the 19 supported languages, English marked Default (spec 001 sections 2 and 3). */
export const LanguagesTab = () => {
  const t = useT();
  const names = new Map<string, string>(LANGUAGES.map((language) => [language.code, language.name]));
  return (
    <Card flush>
      <div css={(theme) => ({ padding: theme.space(5, 5, 0) })}>
        <CardTitle>{t('settings.languages')}</CardTitle>
        <p css={(theme) => ({ margin: theme.space(-2, 0, 4), color: theme.colors.textMuted })}>{t('settings.languagesDescription')}</p>
      </div>
      <TableScroll>
        <Table aria-label={t('settings.languages')}>
          <thead>
            <tr>
              <th scope="col">{t('settings.languages.code')}</th>
              <th scope="col">{t('settings.languages.name')}</th>
              <th scope="col" />
            </tr>
          </thead>
          <tbody>
            {SUPPORTED_LANGUAGES.map((code) => (
              <tr key={code}>
                <td>
                  <code>{code}</code>
                </td>
                <td lang={code === 'cn' ? 'zh' : code} dir={(RIGHT_TO_LEFT_LANGUAGES as readonly string[]).includes(code) ? 'rtl' : undefined}>
                  {names.get(code) ?? code}
                </td>
                <td css={{ display: 'flex', gap: 6 }}>
                  {code === DEFAULT_SUPPORTED_LANGUAGE ? <Badge tone="primary">{t('settings.languages.default')}</Badge> : null}
                  {(RIGHT_TO_LEFT_LANGUAGES as readonly string[]).includes(code) ? <Badge>{t('settings.languages.rtl')}</Badge> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    </Card>
  );
};

export default LanguagesTab;
