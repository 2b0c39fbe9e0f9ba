import { useT } from '../../../app/i18n';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { LinkButton } from '../../../shared/ui/button';
import { Alert } from '../../../shared/ui/feedback';
import { PageHeader } from '../../../shared/ui/layout';
import { useCurrentOrganisation } from '../../organisations/use-current-organisation';
import { ContactsList } from '../components/contacts-list';

/** /portal/contacts: every contact of the organisation (spec 002 "Contacts"), with the banner when introductions are off. */
export const ContactsPage = () => {
  const t = useT();
  useDocumentTitle(t('contacts.title'));
  const organisation = useCurrentOrganisation();
  const disabled = organisation.view.data ? !organisation.view.data.features.exchange.enabled : false;
  return (
    <>
      <PageHeader title={t('contacts.title')} subtitle={t('contacts.subtitle')} />
      {disabled ? (
        <div css={{ marginBottom: 16 }}>
          <Alert
            tone="info"
            action={
              <LinkButton size="sm" to="/portal/settings?view=INTRODUCTIONS">
                {t('contacts.disabledAction')}
              </LinkButton>
            }
          >
            {t('contacts.disabled')}
          </Alert>
        </div>
      ) : null}
      <ContactsList empty={{ title: t('contacts.empty'), body: t('contacts.emptyBody') }} />
    </>
  );
};

export default ContactsPage;
