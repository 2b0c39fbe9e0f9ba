import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, useLocation, useSearchParams } from 'react-router-dom';
import { LoadingView } from '../shared/ui/feedback';
import { DEFAULT_LANDING } from './config';
import { useAppSelector } from './hooks';
import { extendCatalogue, useT } from './i18n';
import { NO_PAGE, RouteTable } from './route-table';

/**
 * A lazily loaded module that can be fetched ahead of rendering. Once it is in, `lazyPreloaded` hands it
 * to React.lazy as an already-settled thenable, so rendering does not suspend (React would otherwise
 * show the fallback and throttle the reveal even for a module that is already loaded).
 */
type Loader<M> = (() => Promise<M>) & { loaded?: M };
const preloadable = <M,>(load: () => Promise<M>): Loader<M> => {
  let pending: Promise<M> | undefined;
  const loader: Loader<M> = () =>
    (pending ??= load().then(
      (module) => (loader.loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return loader;
};
const lazyPreloaded = <P extends object>(load: Loader<{ default: ComponentType<P> }>) =>
  lazy(() => {
    const module = load.loaded;
    if (!module) return load();
    return { then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve(module) } as unknown as Promise<{ default: ComponentType<P> }>;
  });

// Every page is its own chunk: the first load carries only the router, the store and the theme.
const loadSignInPage = preloadable(() => import('../features/auth/pages/sign-in-page'));
const SignInPage = lazyPreloaded(loadSignInPage);
const loadCheckEmailPage = preloadable(() => import('../features/auth/pages/check-email-page'));
const CheckEmailPage = lazyPreloaded(loadCheckEmailPage);
const loadEmailLinkPage = preloadable(() => import('../features/auth/pages/email-link-page'));
const EmailLinkPage = lazyPreloaded(loadEmailLinkPage);
const loadCompletePage = preloadable(() => import('../features/auth/pages/complete-page'));
const CompletePage = lazyPreloaded(loadCompletePage);
const loadForgotPasswordPage = preloadable(() => import('../features/auth/pages/forgot-password-page'));
const ForgotPasswordPage = lazyPreloaded(loadForgotPasswordPage);
const loadResetPasswordPage = preloadable(() => import('../features/auth/pages/reset-password-page'));
const ResetPasswordPage = lazyPreloaded(loadResetPasswordPage);
const loadAuthErrorPage = preloadable(() => import('../features/auth/pages/auth-error-page'));
const AuthErrorPage = lazyPreloaded(loadAuthErrorPage);
const loadSignOutPage = preloadable(() => import('../features/auth/pages/sign-out-page'));
const SignOutPage = lazyPreloaded(loadSignOutPage);
const loadAcceptInvitePage = preloadable(() => import('../features/auth/pages/accept-invite-page'));
const AcceptInvitePage = lazyPreloaded(loadAcceptInvitePage);
const loadNoUserPage = preloadable(() => import('../features/auth/pages/no-user-page'));
const NoUserPage = lazyPreloaded(loadNoUserPage);
const loadMailboxPage = preloadable(() => import('../features/dev/mailbox-page'));
const MailboxPage = lazyPreloaded(loadMailboxPage);

const loadPortalLayout = preloadable(() => import('../features/shell/portal-layout'));
const PortalLayout = lazyPreloaded(loadPortalLayout);
const SuperadminOnly = lazy(() => loadPortalLayout().then((module) => ({ default: module.SuperadminOnly })));
const PartnerOnly = lazy(() => loadPortalLayout().then((module) => ({ default: module.PartnerOnly })));
const loadNotFoundPage = preloadable(() => import('../features/shell/pages/not-found-page'));
const NotFoundPage = lazyPreloaded(loadNotFoundPage);

const loadDashboardPage = preloadable(() => import('../features/dashboard/dashboard-page'));
const DashboardPage = lazyPreloaded(loadDashboardPage);
const loadMyAccountPage = preloadable(() => import('../features/account/my-account-page'));
const MyAccountPage = lazyPreloaded(loadMyAccountPage);
const loadAdminUsersPage = preloadable(() => import('../features/admins/pages/admin-users-page'));
const AdminUsersPage = lazyPreloaded(loadAdminUsersPage);
const loadAdminUserPage = preloadable(() => import('../features/admins/pages/admin-user-page'));
const AdminUserPage = lazyPreloaded(loadAdminUserPage);
const loadInviteAdminPage = preloadable(() => import('../features/admins/pages/invite-admin-page'));
const InviteAdminPage = lazyPreloaded(loadInviteAdminPage);
const loadAuditLogPage = preloadable(() => import('../features/admins/pages/audit-log-page'));
const AuditLogPage = lazyPreloaded(loadAuditLogPage);
const loadPeopleListPage = preloadable(() => import('../features/people/pages/people-list-page'));
const PeopleListPage = lazyPreloaded(loadPeopleListPage);
const loadPersonFormPage = preloadable(() => import('../features/people/pages/person-form-page'));
const PersonFormPage = lazyPreloaded(loadPersonFormPage);
const loadPersonPage = preloadable(() => import('../features/people/pages/person-page'));
const PersonPage = lazyPreloaded(loadPersonPage);
const loadAssignSubscriptionPage = preloadable(() => import('../features/people/pages/assign-subscription-page'));
const AssignSubscriptionPage = lazyPreloaded(loadAssignSubscriptionPage);
const loadRemoveSubscriptionPage = preloadable(() => import('../features/people/pages/remove-subscription-page'));
const RemoveSubscriptionPage = lazyPreloaded(loadRemoveSubscriptionPage);
const loadDeletePersonPage = preloadable(() => import('../features/people/pages/delete-person-page'));
const DeletePersonPage = lazyPreloaded(loadDeletePersonPage);
/** A feature page whose texts load with it (they are registered before the page renders). */
const withIntegrationsMessages = <T,>(page: Promise<T>): Promise<T> =>
  Promise.all([import('../features/integrations/integrations-messages').then((messages) => extendCatalogue(messages.INTEGRATIONS_EN)), page]).then(([, loaded]) => loaded);
/** A page whose feature texts load with it: `messages` resolves to the catalogue it registers. */
const withMessages = <T,>(messages: () => Promise<Record<string, string>>, page: () => Promise<T>) => () =>
  Promise.all([messages().then((texts) => extendCatalogue(texts)), page()]).then(([, loaded]) => loaded);
const groupsMessages = () => import('../features/groups/groups-messages').then((m) => m.GROUPS_EN);
const GroupsListPage = lazy(withMessages(groupsMessages, () => import('../features/groups/pages/groups-list-page')));
const GroupPage = lazy(withMessages(groupsMessages, () => import('../features/groups/pages/group-page')));
const GroupFormPage = lazy(withMessages(groupsMessages, () => import('../features/groups/pages/group-form-page')));
const DeleteGroupPage = lazy(withMessages(groupsMessages, () => import('../features/groups/pages/delete-group-page')));
const addressesMessages = () => import('../features/addresses/addresses-messages').then((m) => m.ADDRESSES_EN);
const AddressesListPage = lazy(withMessages(addressesMessages, () => import('../features/addresses/pages/addresses-list-page')));
const AddressPage = lazy(withMessages(addressesMessages, () => import('../features/addresses/pages/address-page')));
const AddressFormPage = lazy(withMessages(addressesMessages, () => import('../features/addresses/pages/address-form-page')));
const DeleteAddressPage = lazy(withMessages(addressesMessages, () => import('../features/addresses/pages/delete-address-page')));
const customFieldsMessages = () => import('../features/custom-fields/custom-fields-messages').then((m) => m.CUSTOM_FIELDS_EN);
const CustomFieldsListPage = lazy(withMessages(customFieldsMessages, () => import('../features/custom-fields/pages/custom-fields-list-page')));
const CustomFieldFormPage = lazy(withMessages(customFieldsMessages, () => import('../features/custom-fields/pages/custom-field-form-page')));
const superadminMessages = () => import('../features/superadmin/superadmin-messages').then((m) => m.SUPERADMIN_EN);
const OrganisationsPage = lazy(withMessages(superadminMessages, () => import('../features/superadmin/pages/organisations-page')));
const PartnersPage = lazy(withMessages(superadminMessages, () => import('../features/superadmin/pages/partners-page')));
const PartnerDemoPage = lazy(withMessages(superadminMessages, () => import('../features/superadmin/pages/partner-demo-page')));
const AffiliatesPage = lazy(withMessages(superadminMessages, () => import('../features/superadmin/pages/affiliates-page')));
const AffiliateFormPage = lazy(withMessages(superadminMessages, () => import('../features/superadmin/pages/affiliate-form-page')));
const AdminToolsPage = lazy(withMessages(superadminMessages, () => import('../features/superadmin/pages/admin-tools-page')));
const OffersPage = lazy(withMessages(() => import('../features/offers/offers-messages').then((m) => m.OFFERS_EN), () => import('../features/offers/pages/offers-page')));
const SettingsPage = lazy(withMessages(() => import('../features/settings/settings-messages').then((m) => m.SETTINGS_EN), () => import('../features/settings/pages/settings-page')));
const IntegrationsPage = lazy(() => withIntegrationsMessages(import('../features/integrations/pages/integrations-page')));
const billingMessages = () => import('../features/billing/billing-messages').then((m) => m.BILLING_EN);
const BillingPage = lazy(withMessages(billingMessages, () => import('../features/billing/pages/billing-page')));
const NewOrderPage = lazy(withMessages(billingMessages, () => import('../features/billing/pages/new-order-page')));
const NewSubscriptionsPage = lazy(withMessages(billingMessages, () => import('../features/billing/pages/new-subscriptions-page')));
const BuySubscriptionsPage = lazy(withMessages(billingMessages, () => import('../features/billing/pages/buy-subscriptions-page')));
const SubscriptionsRedirect = lazy(withMessages(billingMessages, () => import('../features/billing/pages/subscriptions-redirect')));
// The order page's Assign cards dialog speaks the card scanner's texts too.
const orderPageMessages = () => Promise.all([billingMessages(), import('../features/cards/cards-messages').then((m) => m.CARDS_EN)]).then(([billing, cards]) => ({ ...billing, ...cards }));
const OrderPage = lazy(withMessages(orderPageMessages, () => import('../features/billing/pages/order-page')));
const CheckoutPage = lazy(withMessages(billingMessages, () => import('../features/billing/pages/checkout-page')));
const CheckoutReturnPage = lazy(withMessages(billingMessages, () => import('../features/billing/pages/checkout-return-page')));
const ThankYouPage = lazy(withMessages(billingMessages, () => import('../features/billing/pages/thank-you-page')));
const OrderCompletePage = lazy(withMessages(billingMessages, () => import('../features/billing/pages/order-complete-page')));
const designsMessages = () => import('../features/designs/designs-messages').then((m) => m.DESIGNS_EN);
const DesignLibraryPage = lazy(withMessages(designsMessages, () => import('../features/designs/pages/design-library-page')));
const NewDesignPage = lazy(withMessages(designsMessages, () => import('../features/designs/pages/new-design-page')));
const DesignPage = lazy(withMessages(designsMessages, () => import('../features/designs/pages/design-page')));
const productionMessages = () => import('../features/production/production-messages').then((m) => m.PRODUCTION_EN);
const ProductionPage = lazy(withMessages(productionMessages, () => import('../features/production/production-page')));
const historyMessages = () => import('../features/history/history-messages').then((m) => m.HISTORY_EN);
const OrganisationHistoryPage = lazy(withMessages(historyMessages, () => import('../features/history/pages/organisation-history-page')));
const EntityHistoryPage = lazy(withMessages(historyMessages, () => import('../features/history/pages/entity-history-page')));
const CorrelationPage = lazy(withMessages(historyMessages, () => import('../features/history/pages/correlation-page')));
const WebhookSettingsPage = lazy(() => withIntegrationsMessages(import('../features/integrations/pages/webhook-settings-page')));
const WebhookLogsPage = lazy(() => withIntegrationsMessages(import('../features/integrations/pages/webhook-logs-page')));
const WebhookLogPage = lazy(() => withIntegrationsMessages(import('../features/integrations/pages/webhook-log-page')));
const CrmSettingsPage = lazy(() => withIntegrationsMessages(import('../features/integrations/pages/crm-settings-page')));
const CrmLogsPage = lazy(() => withIntegrationsMessages(import('../features/integrations/pages/crm-logs-page')));
const CrmLogPage = lazy(() => withIntegrationsMessages(import('../features/integrations/pages/crm-log-page')));
const OAuthCallbackPage = lazy(() => withIntegrationsMessages(import('../features/integrations/pages/oauth-callback-page')));
/** The BCC and analytics pages save through the settings form, whose texts come with the settings catalogue. */
const withIntegrationAndSettingsMessages = <T,>(page: () => Promise<T>) =>
  withMessages(() => import('../features/settings/settings-messages').then((m) => m.SETTINGS_EN), () => withIntegrationsMessages(page()));
const IntroBccPage = lazy(withIntegrationAndSettingsMessages(() => import('../features/integrations/pages/intro-bcc-page')));
const GoogleAnalyticsPage = lazy(withIntegrationAndSettingsMessages(() => import('../features/integrations/pages/google-analytics-page')));
const withCardsMessages = <T,>(page: Promise<T>): Promise<T> =>
  Promise.all([import('../features/cards/cards-messages').then((messages) => extendCatalogue(messages.CARDS_EN)), page]).then(([, loaded]) => loaded);
const CardsListPage = lazy(() => withCardsMessages(import('../features/cards/pages/cards-list-page')));
const CardPage = lazy(() => withCardsMessages(import('../features/cards/pages/card-page')));
const CardResetPage = lazy(() => withCardsMessages(import('../features/cards/pages/card-confirm-page').then((module) => ({ default: module.CardResetPage }))));
const CardLostPage = lazy(() => withCardsMessages(import('../features/cards/pages/card-confirm-page').then((module) => ({ default: module.CardLostPage }))));
const AddCardPage = lazy(() => withCardsMessages(import('../features/cards/pages/add-card-page')));
const registrationMessages = () => import('../features/registration/registration-messages').then((m) => m.REGISTRATION_EN);
const RegisterProfylePage = lazy(withMessages(registrationMessages, () => import('../features/registration/pages/register-profyle-page')));
const VerifyProfylePage = lazy(withMessages(registrationMessages, () => import('../features/registration/pages/verify-profyle-page')));
const PreviewProfylePage = lazy(withMessages(registrationMessages, () => import('../features/registration/pages/preview-profyle-page')));
const ActivateCardPage = lazy(withMessages(registrationMessages, () => import('../features/registration/pages/activate-card-page')));
const VerifyCardActivationPage = lazy(withMessages(registrationMessages, () => import('../features/registration/pages/activate-card-page').then((module) => ({ default: module.VerifyCardActivationPage }))));
const OneTimeLoginPage = lazy(withMessages(registrationMessages, () => import('../features/self-service/pages/one-time-login-page')));
const SelfServicePage = lazy(withMessages(registrationMessages, () => import('../features/self-service/pages/self-service-page')));
const SharePage = lazy(withMessages(registrationMessages, () => import('../features/self-service/pages/share-page')));
const RegisterPage = lazy(withMessages(registrationMessages, () => import('../features/trials/pages/register-page')));
const PersonalDetailsPage = lazy(withMessages(registrationMessages, () => import('../features/trials/pages/personal-details-page')));
const CompanyDetailsPage = lazy(withMessages(registrationMessages, () => import('../features/trials/pages/company-details-page')));
const CustomiseProfylePage = lazy(withMessages(registrationMessages, () => import('../features/trials/pages/customise-profyle-page')));
const ToolkitRedirect = lazy(() => import('../features/self-service/pages/share-page').then((module) => ({ default: module.ToolkitRedirect })));
const contactsMessages = () => import('../features/contacts/contacts-messages').then((m) => m.CONTACTS_EN);
const ContactsPage = lazy(withMessages(contactsMessages, () => import('../features/contacts/pages/contacts-page')));
const ContactPage = lazy(withMessages(contactsMessages, () => import('../features/contacts/pages/contact-page')));
const PersonIntroductionsPage = lazy(withMessages(contactsMessages, () => import('../features/contacts/pages/person-introductions-page')));
const CompleteFollowUpPage = lazy(withMessages(contactsMessages, () => import('../features/contacts/pages/complete-follow-up-page')));
const AnalyticsPage = lazy(withMessages(() => import('../features/analytics/analytics-messages').then((m) => m.ANALYTICS_EN), () => import('../features/analytics/pages/analytics-page')));
const eventsMessages = () => import('../features/events/events-messages').then((m) => m.EVENTS_EN);
const EventsPage = lazy(withMessages(eventsMessages, () => import('../features/events/pages/events-page')));
const EventFormPage = lazy(withMessages(eventsMessages, () => import('../features/events/pages/event-form-page')));
const EventPage = lazy(withMessages(eventsMessages, () => import('../features/events/pages/event-page')));
const DeleteEventPage = lazy(withMessages(eventsMessages, () => import('../features/events/pages/delete-event-page')));
const NewNotificationPage = lazy(withMessages(eventsMessages, () => import('../features/events/pages/new-notification-page')));
const NotificationPage = lazy(withMessages(eventsMessages, () => import('../features/events/pages/notification-page')));
const withLayoutsMessages = <T,>(page: Promise<T>): Promise<T> =>
  Promise.all([import('../features/layouts/layouts-messages').then((messages) => extendCatalogue(messages.LAYOUTS_EN)), page]).then(([, loaded]) => loaded);
const LayoutsListPage = lazy(() => withLayoutsMessages(import('../features/layouts/pages/layouts-list-page')));
const NewLayoutPage = lazy(() => withLayoutsMessages(import('../features/layouts/pages/new-layout-page')));
const LayoutPage = lazy(() => withLayoutsMessages(import('../features/layouts/pages/layout-page')));
const LayoutEditorPage = lazy(() => withLayoutsMessages(import('../features/layouts/pages/layout-editor-page')));
const DeleteLayoutPage = lazy(() => withLayoutsMessages(import('../features/layouts/pages/delete-layout-page')));

/**
 * The chunks the first screen needs, started while the entry still runs: without this the page chunk
 * would only be requested after the portal layout loaded and the user was fetched.
 */
const PRELOADS: [RegExp, (() => Promise<unknown>)[]][] = [
  [/^\/portal\/people\/?$/, [loadPortalLayout, loadPeopleListPage]],
  [/^\/portal\/people\/new$/, [loadPortalLayout, loadPersonFormPage]],
  [/^\/portal\/people\/[^/]+\/edit$/, [loadPortalLayout, loadPersonFormPage]],
  [/^\/portal\/people\/[^/]+\/assign-subscription$/, [loadPortalLayout, loadAssignSubscriptionPage]],
  [/^\/portal\/people\/[^/]+$/, [loadPortalLayout, loadPersonPage]],
  [/^\/portal\/(dashboard)?\/?$/, [loadPortalLayout, loadDashboardPage]],
  [/^\/portal\/admins\/users\/?$/, [loadPortalLayout, loadAdminUsersPage]],
  [/^\/portal\//, [loadPortalLayout]],
  [/^\/(auth\/sign-in)?$/, [loadSignInPage]],
];

/** Starts loading the chunks of `pathname`; resolves when they are in (or failed: rendering retries). */
export const preloadRoute = (pathname: string): Promise<unknown> => {
  const match = PRELOADS.find(([pattern]) => pattern.test(pathname));
  return Promise.all((match?.[1] ?? []).map((load) => load().catch(() => undefined)));
};

/**
 * Areas of the superadmin pages (spec 000 section 2): everyone else gets 'Access Denied' anywhere in
 * them. A superadmin page that is built is its own route, which wins over its area's guard; the rest of
 * an area is not-found for superadmins and is never linked (NO_PAGE).
 */
const SUPERADMIN_AREAS = ['admin', 'orgs', 'production', 'affiliates', 'partners'];

const Page = ({ children }: { children: ReactNode }) => {
  const t = useT();
  return <Suspense fallback={<LoadingView fullScreen label={t('common.loading')} />}>{children}</Suspense>;
};

/** / goes to the portal when signed in, otherwise to sign-in (spec 000 section 2). */
const Root = () => {
  const signedIn = useAppSelector((state) => state.session.signedIn);
  return <Navigate to={signedIn ? DEFAULT_LANDING : '/auth/sign-in'} replace />;
};

/** /register/accept-invite?token= is the invite's own page (spec 000 section 2). */
const RegisterAcceptInvite = () => {
  const [params] = useSearchParams();
  const token = params.get('token');
  return <Navigate to={token ? `/auth/accept-invite/${encodeURIComponent(token)}` : '/register'} replace />;
};

/** /sign-up goes to /register, carrying the invite token when present. */
const SignUpRedirect = () => {
  const [params] = useSearchParams();
  const token = params.get('token');
  return <Navigate to={token ? `/register?token=${encodeURIComponent(token)}` : '/register'} replace />;
};

/** /login goes to /auth/sign-in with its query (continueUrl, email). */
const LoginRedirect = () => {
  const { search } = useLocation();
  return <Navigate to={`/auth/sign-in${search}`} replace />;
};

/**
 * The route table: the one place a page is added. The sidebar, breadcrumbs, menus and links offer a
 * page once its route is here (`useHasPage`), so a new module adds its routes and nothing else
 * (docs/WEB.md, 'Adding a route'); test/e2e/dead-ends.spec.ts walks what is offered.
 */
export const AppRoutes = () => (
  <Page>
    <RouteTable>
      <Route path="/" element={<Root />} />
      <Route path="/login" element={<LoginRedirect />} />
      <Route path="/sign-up" element={<SignUpRedirect />} />
      <Route path="/register-demo" element={<Navigate to="/register" replace />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/register/accept-invite" element={<RegisterAcceptInvite />} />
      <Route path="/register/personal-details" element={<PersonalDetailsPage />} />
      <Route path="/register/company-details" element={<CompanyDetailsPage />} />
      <Route path="/register/customise-profyle" element={<CustomiseProfylePage />} />
      <Route path="/register/preview-profyle" element={<PreviewProfylePage />} />
      <Route path="/register-profyle/:organisationId" element={<RegisterProfylePage />} />
      <Route path="/register-profyle/:organisationId/people/:personId/verify/:token" element={<VerifyProfylePage />} />
      <Route path="/activate/:cardId" element={<ActivateCardPage />} />
      <Route path="/activate/:cardId/verify/:token" element={<VerifyCardActivationPage />} />
      <Route path="/my-profyle">
        <Route index element={<Navigate to="/my-profyle/login" replace />} />
        <Route path="login" element={<OneTimeLoginPage />} />
        <Route path="edit" element={<SelfServicePage />} />
        <Route path="share" element={<SharePage />} />
      </Route>
      <Route path="/toolkit" element={<ToolkitRedirect />} />
      <Route path="/auth">
        <Route index element={<Navigate to="/auth/sign-in" replace />} />
        <Route path="sign-in" element={<SignInPage />} />
        <Route path="check-email" element={<CheckEmailPage />} />
        <Route path="email-link" element={<EmailLinkPage />} />
        <Route path="complete" element={<CompletePage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="error" element={<AuthErrorPage />} />
        <Route path="sign-out" element={<SignOutPage />} />
        <Route path="accept-invite/:token" element={<AcceptInvitePage />} />
        <Route path="no-user" element={<NoUserPage />} />
      </Route>
      <Route path="/dev/mailbox" element={<MailboxPage />} />
      <Route path="/oauth/:provider" element={<OAuthCallbackPage />} />
      <Route path="/public/complete-follow-up/:token?" element={<CompleteFollowUpPage />} />
      <Route path="/portal" element={<PortalLayout />}>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="my-account" element={<MyAccountPage />} />
        <Route path="people">
          <Route index element={<PeopleListPage />} />
          <Route path="new" element={<PersonFormPage />} />
          <Route path=":personId" element={<PersonPage />} />
          <Route path=":personId/edit" element={<PersonFormPage />} />
          <Route path=":personId/assign-subscription" element={<AssignSubscriptionPage />} />
          <Route path=":personId/remove-subscription" element={<RemoveSubscriptionPage />} />
          <Route path=":personId/delete" element={<DeletePersonPage />} />
          <Route path=":personId/add-card" element={<AddCardPage />} />
          <Route path=":personId/introductions" element={<PersonIntroductionsPage />} />
          <Route path=":personId/introductions/:introId" element={<ContactPage />} />
        </Route>
        <Route path="nfc/cards">
          <Route index element={<CardsListPage />} />
          <Route path=":cardId" element={<CardPage />} />
          <Route path=":cardId/reset" element={<CardResetPage />} />
          <Route path=":cardId/lost" element={<CardLostPage />} />
        </Route>
        <Route path="contacts">
          <Route index element={<ContactsPage />} />
          <Route path=":ownerId/:introId" element={<ContactPage />} />
        </Route>
        <Route path="analytics" element={<AnalyticsPage />} />
        <Route path="groups">
          <Route index element={<GroupsListPage />} />
          <Route path="new" element={<GroupFormPage />} />
          <Route path=":groupId" element={<GroupPage />} />
          <Route path=":groupId/edit" element={<GroupFormPage />} />
          <Route path=":groupId/delete" element={<DeleteGroupPage />} />
        </Route>
        <Route path="addresses">
          <Route index element={<AddressesListPage />} />
          <Route path="new" element={<AddressFormPage />} />
          <Route path=":locationId" element={<AddressPage />} />
          <Route path=":locationId/edit" element={<AddressFormPage />} />
          <Route path=":locationId/delete" element={<DeleteAddressPage />} />
        </Route>
        <Route path="custom-fields">
          <Route index element={<CustomFieldsListPage />} />
          <Route path="new" element={<CustomFieldFormPage />} />
          <Route path=":customFieldId/edit" element={<CustomFieldFormPage />} />
        </Route>
        <Route path="settings" element={<SettingsPage />} />
        <Route path="offers" element={<OffersPage />} />
        <Route path="admins">
          <Route index element={<Navigate to="users" replace />} />
          <Route path="users" element={<AdminUsersPage />} />
          <Route path="users/:userId" element={<AdminUserPage />} />
          <Route path="invite" element={<InviteAdminPage />} />
          <Route path="audit" element={<AuditLogPage />} />
        </Route>
        <Route path="integrations" element={<IntegrationsPage />} />
        <Route path="billing">
          <Route index element={<BillingPage />} />
          <Route path="orders/new" element={<NewOrderPage />} />
          <Route path="orders/new-subscriptions" element={<NewSubscriptionsPage />} />
          <Route path="orders/subscriptions" element={<SubscriptionsRedirect />} />
          <Route path="orders/subscriptions/buy" element={<BuySubscriptionsPage />} />
          <Route path="orders/thank-you" element={<ThankYouPage />} />
          <Route path="orders/complete" element={<OrderCompletePage />} />
          <Route path="orders/:orderId" element={<OrderPage />} />
          <Route path="orders/:orderId/checkout" element={<CheckoutPage />} />
          <Route path="orders/:orderId/checkout/return" element={<CheckoutReturnPage />} />
        </Route>
        <Route path="nfc/designs">
          <Route index element={<DesignLibraryPage />} />
          <Route path="new" element={<NewDesignPage />} />
          <Route path=":designId" element={<DesignPage />} />
        </Route>
        <Route
          path="production"
          element={
            <SuperadminOnly>
              <ProductionPage />
            </SuperadminOnly>
          }
        />
        <Route path="integrations/intro-bcc" element={<IntroBccPage />} />
        <Route path="integrations/google-analytics" element={<GoogleAnalyticsPage />} />
        {(['hubspot', 'pipedrive'] as const).map((provider) => (
          <Route key={provider} path={`integrations/${provider}`}>
            <Route index element={<Navigate to="settings" replace />} />
            <Route path="settings" element={<CrmSettingsPage />} />
            <Route path="logs" element={<CrmLogsPage />} />
            <Route path="logs/:logId" element={<CrmLogPage />} />
          </Route>
        ))}
        <Route path="integrations/webhooks">
          <Route index element={<Navigate to="default/settings" replace />} />
          <Route path=":id" element={<Navigate to="settings" replace />} />
          <Route path=":id/settings" element={<WebhookSettingsPage />} />
          <Route path=":id/logs" element={<WebhookLogsPage />} />
          <Route path=":id/logs/:logId" element={<WebhookLogPage />} />
        </Route>
        <Route path="events">
          <Route index element={<EventsPage />} />
          <Route path="create" element={<EventFormPage />} />
          <Route path=":eventId" element={<EventPage />} />
          <Route path=":eventId/edit" element={<EventFormPage />} />
          <Route path=":eventId/delete" element={<DeleteEventPage />} />
          <Route path=":eventId/notifications/new" element={<NewNotificationPage />} />
          <Route path=":eventId/notifications/:notificationId" element={<NotificationPage />} />
        </Route>
        <Route path="history">
          <Route
            index
            element={
              <SuperadminOnly>
                <OrganisationHistoryPage />
              </SuperadminOnly>
            }
          />
          <Route
            path="streams/:streamId"
            element={
              <SuperadminOnly>
                <EntityHistoryPage />
              </SuperadminOnly>
            }
          />
          <Route
            path="streams/:streamId/:revision/correlation"
            element={
              <SuperadminOnly>
                <CorrelationPage />
              </SuperadminOnly>
            }
          />
        </Route>
        <Route path="layouts">
          <Route index element={<LayoutsListPage />} />
          <Route path="new" element={<NewLayoutPage />} />
          <Route path=":layoutId" element={<LayoutPage />} />
          <Route path=":layoutId/edit" element={<LayoutEditorPage />} />
          <Route path=":layoutId/delete" element={<DeleteLayoutPage />} />
        </Route>
        <Route
          path="partners/create-demo"
          element={
            <PartnerOnly>
              <PartnerDemoPage />
            </PartnerOnly>
          }
        />
        <Route
          path="orgs"
          element={
            <SuperadminOnly>
              <OrganisationsPage />
            </SuperadminOnly>
          }
        />
        <Route
          path="admin"
          element={
            <SuperadminOnly>
              <AdminToolsPage />
            </SuperadminOnly>
          }
        />
        <Route
          path="partners"
          element={
            <SuperadminOnly>
              <PartnersPage />
            </SuperadminOnly>
          }
        />
        <Route path="affiliates">
          <Route
            index
            element={
              <SuperadminOnly>
                <AffiliatesPage />
              </SuperadminOnly>
            }
          />
          <Route
            path="new"
            element={
              <SuperadminOnly>
                <AffiliateFormPage />
              </SuperadminOnly>
            }
          />
          <Route
            path=":affiliateId"
            element={
              <SuperadminOnly>
                <AffiliateFormPage />
              </SuperadminOnly>
            }
          />
        </Route>
        {SUPERADMIN_AREAS.map((area) => (
          <Route
            key={area}
            path={`${area}/*`}
            handle={NO_PAGE}
            element={
              <SuperadminOnly>
                <NotFoundPage inPortal />
              </SuperadminOnly>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage inPortal />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </RouteTable>
  </Page>
);
