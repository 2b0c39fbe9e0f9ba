/**
 * The history stories of every event type of every audited stream: the events before (given), the
 * event (when), and the changed fields in words (then). Read by event-changes.spec.ts and by the
 * portal's history-words test (every changed field has its label in every language). Test data only:
 * nothing in the domain imports it.
 */
import { emptyLayoutSettings } from '../layout/layout';
import { emptyPersonProfile } from '../person/person-profile';
import type { DomainEvent } from '../shared/decider';

const at = '2026-03-01T10:00:00.000Z';
const later = '2026-03-02T10:00:00.000Z';
const ev = (type: string, data: Record<string, unknown>): DomainEvent => ({ type, data });
const profile = { ...emptyPersonProfile(), first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', position: 'Engineer' };
const features = { disableWelcomeEmail: false, selfRegistration: { enabled: false, adminVerification: false }, exchange: { enabled: false, leadValue: 3980 } };
const orgCreated = ev('OrganisationCreated', { organisationId: 'o1', name: 'Acme', isDemo: false, isPartner: false, intl: { language: 'en-GB', currency: 'GBP', timezone: 'Europe/London' }, subscriptions: { type: 'Enterprise', purchased: 10 }, nfcCards: { purchased: 2 }, features, createdAt: at });
const claimed = ev('PersonEmailClaimed', { personId: 'p1', email: 'ann@example.com' });
const assigned = ev('SubscriptionAssigned', { personId: 'p1', type: 'nfc', cardShortCode: 'ABC123', sendEmail: false, used: 1, nfcUsed: 1 });
const placed = ev('GroupPlaced', { groupId: 'g1', parentId: null, locationIds: [] });
const personCreated = ev('PersonCreated', { personId: 'p1', organisationId: 'o1', profile, unverified: false, selfRegistration: false, createdAt: at, createdBy: 'u1' });
const personDeleted = ev('PersonDeleted', { personId: 'p1', email: 'ann@example.com', deletedAt: later, deletedBy: 'u1' });
const groupCreated = ev('GroupCreated', { groupId: 'g1', organisationId: 'o1', name: 'Sales', configurationId: 'default', enableExchange: false, customIntroEmailHtml: '', createdAt: at, createdBy: 'u1' });
const details = { name: 'HQ', line1: '1 Main St', line2: '', city: 'London', region: '', postcode: 'N1', country: 'United Kingdom', image_url: '', lat: null, lng: null };
const locationCreated = ev('LocationCreated', { locationId: 'l1', organisationId: 'o1', details, createdAt: at, createdBy: 'u1' });
const fieldDetails = { name: 'Desk', vcard: 'note', vcard_type: '', hide: false, default: '' };
const webhookConfigured = ev('WebhookEndpointConfigured', { organisationId: 'o1', endpointId: 'default', enabled: true, url: 'https://hooks.example/a', secret: 'whsec_abc', events: ['profyle.created'], configuredAt: at, configuredBy: 'u1' });
const userCreated = ev('UserCreated', { userId: 'u2', email: 'bo@example.com', name: 'Bo', picture: '', organisationId: 'o1', admin: true, superadmin: false, owner: false, passwordHash: 'argon2$x', createdAt: at, createdBy: 'u1' });
const inviteSent = ev('InviteSent', { inviteId: 'i1', organisationId: 'o1', companyName: 'Acme', email: 'cy@example.com', userId: 'u3', upgrade: false, senderEmail: 'a@example.com', senderUserId: 'u1', tokenHash: 'h1', sentAt: at });
const sessionStarted = ev('SessionStarted', { sessionId: 's1', userId: 'u2', method: 'password', tokenHash: 'h1', startedAt: at, expiresAt: later });
const tokenIssued = ev('SignInTokenIssued', { tokenId: 't1', purpose: 'email-link', email: 'bo@example.com', tokenHash: 'h1', continueUrl: null, provider: null, issuedAt: at, expiresAt: later });
const notificationCreated = ev('NotificationCreated', { userId: 'u2', notificationId: 'n1', title: 'Hi', body: 'Welcome', autoPopup: false, cta: null, createdAt: at });

/** category -> event type -> [given, event, the changed fields in words]. */
export const STORIES: Record<string, Record<string, [DomainEvent[], DomainEvent, string[]]>> = {
  organisation: {},
  person: {},
  group: {},
  location: {},
  customfield: {},
  webhook: {},
  user: {},
  invite: {},
  session: {},
  signinattempts: {},
  signintoken: {},
  useremail: {},
  usernotifications: {},
  order: {},
  design: {},
  freedemo: {},
  configuration: {},
  introduction: {},
  event: {},
  eventnotification: {},
  visits: {},
  crm: {},
  selfservice: {},
  cardactivation: {},
  card: {},
  cardcode: {},
  scheduled: {},
};
const story = (category: string, given: DomainEvent[], event: DomainEvent, changed: string[]) => (STORIES[category][event.type] = [given, event, changed]);

story('organisation', [], orgCreated, ['Exists', 'Organisation id', 'Name', 'Created at', 'Purchased', 'Remaining subscriptions', 'Nfc cards › Purchased', 'Remaining nfc cards']);
story('organisation', [orgCreated], ev('SubscriptionsAdded', { count: 5, reason: 'Order', purchased: 15 }), ['Purchased', 'Remaining subscriptions']);
story('organisation', [orgCreated], ev('SubscriptionsRemoved', { count: 2, reason: 'Refund', purchased: 8 }), ['Purchased', 'Remaining subscriptions']);
story('organisation', [orgCreated], claimed, ['Person emails › p1']);
story('organisation', [orgCreated, claimed], ev('PersonEmailReleased', { personId: 'p1', email: 'ann@example.com' }), ['Person emails › p1']);
story('organisation', [orgCreated], assigned, ['Used', 'Remaining subscriptions', 'Nfc cards › Used', 'Remaining nfc cards', 'Subscriptions › p1', 'Card holders › ABC123']);
story('organisation', [orgCreated, assigned], ev('SubscriptionRemoved', { personId: 'p1', type: 'nfc', cardShortCode: 'ABC123', used: 0, nfcUsed: 0 }), ['Used', 'Remaining subscriptions', 'Nfc cards › Used', 'Remaining nfc cards', 'Subscriptions › p1', 'Card holders › ABC123']);
story('organisation', [orgCreated], placed, ['Groups › g1']);
story('organisation', [orgCreated, placed, ev('GroupPlaced', { groupId: 'g2', parentId: null, locationIds: [] })], ev('GroupMoved', { groupId: 'g2', parentId: 'g1', previousParentId: null }), ['Groups › g2 › Parent id']);
story('organisation', [orgCreated, placed], ev('GroupAddressesChanged', { groupId: 'g1', locationIds: ['l1'] }), ['Groups › g1 › Location ids']);
story('organisation', [orgCreated, placed], ev('GroupRemoved', { groupId: 'g1', parentId: null, childIds: [] }), ['Groups › g1']);
story('organisation', [orgCreated, placed], ev('PersonGroupChanged', { personId: 'p1', groupId: 'g1', previousGroupId: null }), ['Group members › g1', 'Person groups › p1']);
story('organisation', [orgCreated], ev('PersonAddressesChanged', { personId: 'p1', locationIds: ['l1'] }), ['Person locations › p1']);
story('organisation', [orgCreated], ev('LocationRegistered', { locationId: 'l1' }), ['Locations › l1']);
story('organisation', [orgCreated, ev('LocationRegistered', { locationId: 'l1' })], ev('LocationRemoved', { locationId: 'l1' }), ['Locations › l1']);
story('organisation', [orgCreated], ev('OrganisationSettingChanged', { setting: 'supportEmail', value: 'help@acme.example', previous: null }), ['Support email']);
story('organisation', [orgCreated], ev('OnboardingStepHidden', { key: 'guide', hidden: true }), ['Onboarding hidden']);
story('organisation', [orgCreated], ev('NfcCardAllocated', { cardId: 'C1', cardShortCode: 'C00001', demo: false, purchased: 3 }), ['Nfc cards › Purchased', 'Remaining nfc cards', 'Cards › C1', 'Card ids › C00001']);
story('organisation', [orgCreated, ev('NfcCardAllocated', { cardId: 'C1', cardShortCode: 'C00001', demo: false, purchased: 3 })], ev('NfcCardLost', { cardId: 'C1', cardShortCode: 'C00001', purchased: 2 }), ['Nfc cards › Purchased', 'Remaining nfc cards', 'Cards › C1 › Lost']);
story('organisation', [orgCreated, claimed], ev('SubscriptionCardAdded', { personId: 'p1', cardId: 'C1', cardShortCode: 'C00001', sendEmail: false, nfcUsed: 1 }), ['Nfc cards › Used', 'Remaining nfc cards', 'Subscriptions › p1', 'Card holders › C00001']);
story('organisation', [orgCreated, assigned], ev('SubscriptionCardReleased', { personId: 'p1', cardId: 'C1', cardShortCode: 'ABC123', reason: 'reset', nfcUsed: 0 }), ['Nfc cards › Used', 'Remaining nfc cards', 'Subscriptions › p1 › Type', 'Subscriptions › p1 › Card short code', 'Card holders › ABC123']);
story('organisation', [orgCreated], ev('EmployeesInvited', { emails: ['bo@example.com'], inviteUrl: 'https://portal.example/register-profyle/o1', invitedAt: later, invitedBy: 'u1' }), []);

story('person', [], personCreated, ['Status', 'Person id', 'Organisation id', 'Profile › First name', 'Profile › Last name', 'Profile › Position', 'Profile › Email', 'Created at', 'Created by', 'Updated at', 'Updated by']);
story('person', [personCreated], ev('PersonUpdated', { personId: 'p1', profile: { ...profile, position: 'CTO', tags: ['vip'] }, changed: ['position', 'tags'], updatedAt: later, updatedBy: 'u2' }), ['Profile › Position', 'Profile › Tags', 'Updated at', 'Updated by']);
story('person', [personCreated], personDeleted, ['Status', 'Deleted at']);
story('person', [personCreated, personDeleted], ev('PersonErased', { personId: 'p1', reason: 'Asked', erasedAt: later, erasedBy: 'u9' }), ['Profile › First name', 'Profile › Last name', 'Profile › Position', 'Profile › Email', 'Erased at']);
story('person', [personCreated], ev('PersonPushTokenChanged', { personId: 'p1', token: 'fcm-1', changedAt: later }), ['Push token']);
story('person', [personCreated], ev('PersonAcademyEnrolled', { personId: 'p1', seriesId: 's1', previousSeriesId: null, enrolledAt: later }), ['Academy series id']);
story('person', [personCreated], ev('PersonVerificationLinkIssued', { personId: 'p1', tokenHash: 'h1', issuedAt: later, expiresAt: later }), ['Verification link']);
story('person', [{ ...personCreated, data: { ...personCreated.data as object, unverified: true } }], ev('PersonVerified', { personId: 'p1', method: 'admin', verifiedAt: later, verifiedBy: 'u2' }), ['Unverified', 'Verified at']);

const cardAllocated = ev('NfcCardAllocated', { cardId: 'C1', cardShortCode: 'ABC123', demo: false, purchased: 3 });
story('organisation', [orgCreated], cardAllocated, ['Nfc cards › Purchased', 'Remaining nfc cards', 'Cards › C1']);
story('organisation', [orgCreated, cardAllocated], ev('NfcCardLost', { cardId: 'C1', cardShortCode: 'ABC123', purchased: 2 }), ['Nfc cards › Purchased', 'Remaining nfc cards', 'Cards › C1 › Lost']);
const digital = ev('SubscriptionAssigned', { personId: 'p1', type: 'digital', cardShortCode: null, cardId: null, digitalId: 'D1', sendEmail: false, used: 1, nfcUsed: 0 });
const cardAdded = ev('SubscriptionCardAdded', { personId: 'p1', cardId: 'C1', cardShortCode: 'ABC123', sendEmail: false, nfcUsed: 1 });
story('organisation', [orgCreated, cardAllocated, digital], cardAdded, ['Nfc cards › Used', 'Remaining nfc cards', 'Subscriptions › p1 › Type', 'Subscriptions › p1 › Card short code', 'Subscriptions › p1 › Card id', 'Card holders › ABC123']);
story('organisation', [orgCreated, cardAllocated, digital, cardAdded], ev('SubscriptionCardReleased', { personId: 'p1', cardId: 'C1', cardShortCode: 'ABC123', reason: 'reset', nfcUsed: 0 }), ['Nfc cards › Used', 'Remaining nfc cards', 'Subscriptions › p1 › Type', 'Subscriptions › p1 › Card short code', 'Subscriptions › p1 › Card id', 'Card holders › ABC123']);

story('person', [personCreated], ev('PersonPushTokenChanged', { personId: 'p1', token: 'fcm-1', changedAt: later }), ['Push token']);
story('person', [personCreated], ev('PersonAcademyEnrolled', { personId: 'p1', seriesId: 's1', previousSeriesId: null, enrolledAt: later }), ['Academy series id']);

story('group', [], groupCreated, ['Status', 'Group id', 'Organisation id', 'Name']);
story('group', [groupCreated], ev('GroupRenamed', { groupId: 'g1', name: 'Sales EMEA', previousName: 'Sales' }), ['Name']);
story('group', [groupCreated], ev('GroupLayoutChanged', { groupId: 'g1', configurationId: 'layout-2' }), ['Configuration id']);
story('group', [groupCreated], ev('GroupExchangeChanged', { groupId: 'g1', enableExchange: true }), ['Enable exchange']);
story('group', [groupCreated], ev('GroupIntroEmailChanged', { groupId: 'g1', customIntroEmailHtml: '<p>Hi</p>' }), ['Custom intro email html']);
story('group', [groupCreated], ev('GroupDeleted', { groupId: 'g1', name: 'Sales', deletedAt: later, deletedBy: 'u1' }), ['Status']);

story('location', [], locationCreated, ['Status', 'Location id', 'Organisation id', 'Details › Name', 'Details › Line 1', 'Details › City', 'Details › Postcode']);
story('location', [locationCreated], ev('LocationUpdated', { locationId: 'l1', details: { ...details, line1: '2 Main St', lat: 51.5 }, changed: ['line1', 'lat'], updatedAt: later, updatedBy: 'u1' }), ['Details › Line 1', 'Details › Lat']);
story('location', [locationCreated], ev('LocationDeleted', { locationId: 'l1', name: 'HQ', deletedAt: later, deletedBy: 'u1' }), ['Status']);

story('customfield', [], ev('CustomFieldCreated', { customFieldId: 'cf1', organisationId: 'o1', details: fieldDetails, createdAt: at, createdBy: 'u1' }), ['Status', 'Custom field id', 'Organisation id', 'Details › Name']);
story('customfield', [ev('CustomFieldCreated', { customFieldId: 'cf1', organisationId: 'o1', details: fieldDetails, createdAt: at, createdBy: 'u1' })], ev('CustomFieldChanged', { customFieldId: 'cf1', details: { ...fieldDetails, hide: true }, changed: ['hide'], updatedAt: later, updatedBy: 'u1' }), ['Details › Hide']);

story('webhook', [], webhookConfigured, ['Status', 'Organisation id', 'Endpoint id', 'Enabled', 'Url', 'Secret', 'Events', 'Updated at']);
story('webhook', [webhookConfigured], ev('WebhookEndpointDisabled', { organisationId: 'o1', endpointId: 'default', reason: 'gone', url: 'https://hooks.example/a', statusCode: 410, disabledAt: later, disabledBy: 'system' }), ['Enabled', 'Disabled reason', 'Updated at']);
story('webhook', [webhookConfigured], ev('WebhookTestRequested', { organisationId: 'o1', endpointId: 'default', messageId: 'm1', url: 'https://hooks.example/a', requestedAt: later, requestedBy: 'u1' }), ['Last test message id']);

story('webhook', [webhookConfigured], ev('WebhookReplayRequested', { organisationId: 'o1', endpointId: 'default', replayId: 'r1', fromTime: at, fromEventId: null, events: ['profyle.created'], requestedAt: later, requestedBy: 'u1' }), []);

const signedUp = ev('UserSignedUp', { userId: 'u4', email: 'new@example.com', name: 'new', picture: '', method: 'email-link', passwordHash: null, attribution: { utmSource: '', utmMedium: '', utmCampaign: '', gclid: '', affiliateId: '', cardId: '' }, signedUpAt: at });
story('user', [], signedUp, ['Status', 'User id', 'Email', 'Name', 'Sign up attribution', 'Created at']);
story('user', [signedUp], ev('UserRegistrationCompleted', { userId: 'u4', email: 'new@example.com', organisationId: 'o2', name: 'New Comer', picture: '', attribution: { utmSource: '', utmMedium: '', utmCampaign: '', gclid: '', affiliateId: '', cardId: '' }, completedAt: later }), ['Status', 'Name', 'Organisation id', 'Admin', 'Owner']);
story('user', [signedUp], ev('UserRegistrationCancelled', { userId: 'u4', email: 'new@example.com', cancelledAt: later }), ['Status']);
story('user', [], userCreated, ['Status', 'User id', 'Email', 'Name', 'Organisation id', 'Admin', 'Password hash', 'Created at']);
story('user', [], ev('UserInvited', { userId: 'u3', email: 'cy@example.com', organisationId: 'o1', inviteId: 'i1', invitedAt: at, invitedBy: 'u1' }), ['Status', 'User id', 'Email', 'Name', 'Organisation id', 'Pending invite id', 'Created at']);
story('user', [ev('UserInvited', { userId: 'u3', email: 'cy@example.com', organisationId: 'o1', inviteId: 'i1', invitedAt: at, invitedBy: 'u1' })], ev('UserJoinedOrganisation', { userId: 'u3', email: 'cy@example.com', organisationId: 'o1', inviteId: 'i1', registered: true, joinedAt: later }), ['Status', 'Admin', 'Pending invite id']);
story('user', [userCreated], ev('UserRemovedFromOrganisation', { userId: 'u2', email: 'bo@example.com', organisationId: 'o1', mainOrganisationId: '', otherOrganisationIds: [], removed: true, removedAt: later, removedBy: 'u1' }), ['Status', 'Organisation id', 'Admin']);
story('user', [userCreated], ev('UserProfileUpdated', { userId: 'u2', name: 'Bo Lee', picture: '', emailNotifications: { weeklyAccountStats: false }, changed: ['name', 'emailNotifications'], updatedAt: later }), ['Name', 'Email notifications › Weekly account stats']);
story('user', [userCreated], ev('UserPasswordReset', { userId: 'u2', email: 'bo@example.com', passwordHash: 'argon2$y', resetAt: later }), ['Password hash']);
story('user', [userCreated], ev('UserSignedIn', { userId: 'u2', email: 'bo@example.com', method: 'password', sessionId: 's1', support: false, signedInAt: later }), ['Last sign in at']);
story('user', [userCreated], ev('SupportAccessStarted', { userId: 'u2', email: 'bo@example.com', organisationId: 'o2', startedAt: later }), []);

story('invite', [], inviteSent, ['Status', 'Invite id', 'Organisation id', 'Company name', 'Email', 'User id', 'Sender email', 'Token hash', 'Last sent at']);
story('invite', [inviteSent], ev('InviteResent', { inviteId: 'i1', organisationId: 'o1', email: 'cy@example.com', userId: 'u3', tokenHash: 'h2', sentAt: later }), ['Token hash', 'Last sent at']);
story('invite', [inviteSent], ev('InviteAccepted', { inviteId: 'i1', organisationId: 'o1', email: 'cy@example.com', userId: 'u3', acceptedAt: later }), ['Status']);
story('invite', [inviteSent], ev('InviteRevoked', { inviteId: 'i1', organisationId: 'o1', email: 'cy@example.com', userId: 'u3', reason: 'uninvited', revokedAt: later }), ['Status']);

story('invite', [inviteSent], ev('InviteLinkSignedIn', { inviteId: 'i1', organisationId: 'o1', email: 'cy@example.com', userId: 'u3', tokenHash: 'h1', signedInAt: later }), ['Signed in with token hash']);

story('session', [], sessionStarted, ['Status', 'Session id', 'User id', 'Token hash', 'Expires at']);
story('session', [sessionStarted], ev('SessionRefreshed', { sessionId: 's1', userId: 'u2', tokenHash: 'h2', refreshedAt: later, expiresAt: later }), ['Token hash', 'Previous token hashes', 'Last rotated token hash', 'Last refreshed at']);
story('session', [sessionStarted], ev('SessionRevoked', { sessionId: 's1', userId: 'u2', reason: 'sign-out', revokedAt: later }), ['Status']);

story('signinattempts', [], ev('SignInFailed', { email: 'bo@example.com', userId: 'u2', method: 'password', reason: 'wrong_password', ip: '203.0.113.9', failedAt: at }), ['Failures']);
story('signinattempts', [], ev('SignInLinkRequested', { email: 'bo@example.com', purpose: 'email-link', ip: null, requestedAt: at }), ['Link requests']);

story('signintoken', [], tokenIssued, ['Status', 'Token id', 'Purpose', 'Email', 'Token hash', 'Expires at']);
story('signintoken', [tokenIssued], ev('SignInTokenRedeemed', { tokenId: 't1', purpose: 'email-link', email: 'bo@example.com', redeemedAt: later }), ['Status']);

story('useremail', [], ev('UserEmailClaimed', { email: 'bo@example.com', userId: 'u2' }), ['Email', 'User id']);
story('useremail', [ev('UserEmailClaimed', { email: 'bo@example.com', userId: 'u2' })], ev('UserEmailReleased', { email: 'bo@example.com', userId: 'u2' }), ['User id']);

story('usernotifications', [], notificationCreated, ['Notifications › n1']);
story('usernotifications', [notificationCreated], ev('NotificationDismissed', { userId: 'u2', notificationId: 'n1', dismissedAt: later }), ['Notifications › n1 › Dismissed']);
story('usernotifications', [notificationCreated], ev('NotificationDeleted', { userId: 'u2', notificationId: 'n1', deletedAt: later }), ['Notifications › n1']);

const orderPlaced = ev('OrderPlaced', {
  orderId: 'r1', organisationId: 'o1', shortCode: 'AB12', kind: 'cards', name: 'Spring cards', attention: 'Ann', contactNumber: '', addressId: null, address: null, po: '', notes: '',
  subscriptions: 0, subscriptionUnitPrice: 0, lineItems: [{ designId: 'd1', designName: 'Blue', stock: true, quantity: 50, unitPrice: 300, total: 15000 }],
  paymentMethod: 'invoice', currency: 'GBP', value: 15000, demo: false, termsAccepted: true, status: 'awaiting_payment',
});
story('order', [], orderPlaced, ['Exists', 'Order id', 'Organisation id', 'Short code', 'Status', 'Value', 'Details › Name']);
story('order', [orderPlaced], ev('OrderDetailsUpdated', { orderId: 'r1', changes: { po: 'PO-9' } }), ['Details › Po']);
story('order', [orderPlaced], ev('OrderInvoiced', { orderId: 'r1', invoiceNo: 'INV-1', invoiceUrl: 'https://pay.example/i/1', value: 15000 }), ['Invoiced']);
story('order', [orderPlaced], ev('CheckoutSessionOpened', { orderId: 'r1', provider: 'embedded', sessionId: 'cs_1' }), ['Checkout session id']);
story('order', [orderPlaced], ev('OrderPaid', { orderId: 'r1', method: 'manual', provider: null, sessionId: null }), ['Status']);
story('order', [orderPlaced], ev('OrderSubscriptionsCredited', { orderId: 'r1', subscriptions: 0 }), ['Subscriptions credited']);
story('order', [orderPlaced], ev('OrderSentToCourier', { orderId: 'r1', courier: 'royal-mail', courierOrderId: 'RM1' }), ['Courier order id']);
story('order', [orderPlaced], ev('OrderShipped', { orderId: 'r1', trackingUrl: 'https://track.example/1', posted: false }), ['Details › Tracking url', 'Shipped']);
story('order', [orderPlaced], ev('OrderCompleted', { orderId: 'r1' }), ['Status']);
story('order', [orderPlaced], ev('OrderCancelled', { orderId: 'r1', comment: 'Duplicate' }), ['Status']);
story('order', [orderPlaced], ev('CardsAssignedToOrder', { orderId: 'r1', cardIds: ['c1', 'c2'], designId: 'd1', demo: false }), ['Card ids']);

const designCreated = ev('DesignCreated', {
  designId: 'd1', organisationId: 'o1', name: 'Blue', designer: 'client', assets: [], notes: '', checkboxes: { bleed: true, guides: true, fonts: true, rights: true, artwork: true, cmyk: true },
  stock: false, order: 0, imageUrl: null, status: 'awaiting_proof',
});
story('design', [], designCreated, ['Exists', 'Design id', 'Organisation id', 'Name']);
story('design', [designCreated], ev('DesignUpdated', { designId: 'd1', changes: { name: 'Navy' } }), ['Name']);
story('design', [designCreated], ev('DesignAssetsSupplied', { designId: 'd1', assets: [{ url: 'https://files.example/a.pdf', name: 'a.pdf' }] }), []);
story('design', [designCreated], ev('DesignProofUploaded', { designId: 'd1', proofUrl: 'https://files.example/p.pdf', proofFilename: 'p.pdf' }), ['Status', 'Proof url']);
story('design', [designCreated], ev('DesignPreviewUploaded', { designId: 'd1', imageUrl: 'https://files.example/p.png' }), []);
story('design', [designCreated], ev('DesignProofApproved', { designId: 'd1' }), ['Status']);
story('design', [designCreated], ev('DesignProofRejected', { designId: 'd1', comment: 'Logo too small' }), ['Status']);
story('design', [designCreated], ev('DesignAssetsRequested', { designId: 'd1', comment: 'Need vector logo' }), ['Status']);
story('design', [designCreated], ev('DesignArchived', { designId: 'd1' }), ['Archived']);
story('design', [designCreated, ev('DesignArchived', { designId: 'd1' })], ev('DesignUnarchived', { designId: 'd1' }), ['Archived']);

const demoCreated = ev('OrganisationCreated', { ...(orgCreated.data as Record<string, unknown>), isDemo: true, demoExpiresOn: later });
const expired = ev('TrialExpired', { demoExpiresOn: later });
const closedOrg = ev('OrganisationClosed', { closed: later, deleteAfter: '2026-06-01T10:00:00.000Z', reason: 'closed_by_superadmin' });
story('organisation', [demoCreated], expired, ['Is demo expired']);
story('organisation', [demoCreated, expired], ev('TrialExtended', { days: 45, demoExpiresOn: '2026-04-16T10:00:00.000Z', previousExpiresOn: later, reactivated: true }), ['Demo expires on', 'Is demo expired']);
story('organisation', [demoCreated], ev('OrganisationUpgradedToLive', { upgradedAt: later }), ['Is demo', 'Demo expires on']);
story('organisation', [orgCreated], closedOrg, ['Closed', 'Delete after']);
story('organisation', [orgCreated, closedOrg], ev('OrganisationReopened', { reopenedAt: later, previouslyClosed: later }), ['Closed', 'Delete after']);
story('organisation', [orgCreated], ev('OrganisationCloseAfterChanged', { closeAfter: '2026-05-01T00:00:00.000Z', previous: null }), ['Close after']);
story('organisation', [orgCreated, closedOrg], ev('OrganisationDeletionPending', { deleteAfter: '2026-06-01T10:00:00.000Z' }), ['Pending deletion']);
story('organisation', [orgCreated], ev('PartnerStatusChanged', { isPartner: true }), ['Is partner']);
story('organisation', [orgCreated], ev('SampleDataAdded', { people: 8, groups: 3, locations: 2, layouts: 1, introductions: 6 }), []);
story('user', [userCreated], ev('UserGrantedOrganisationAccess', { userId: 'u2', email: 'bo@example.com', organisationId: 'o2', reason: 'created_demo', grantedAt: later, grantedBy: 'u1' }), ['Other organisation ids']);

story('freedemo', [], ev('FreeDemoOrderClaimed', { organisationId: 'o1', orderId: 'r1' }), ['Claimed by']);
story('freedemo', [ev('FreeDemoOrderClaimed', { organisationId: 'o1', orderId: 'r1' })], ev('FreeDemoOrderReleased', { organisationId: 'o1', orderId: 'r1' }), ['Claimed by']);

const sales = emptyLayoutSettings('Sales', 'Acme Ltd');
const layoutCreated = ev('LayoutCreated', { organisationId: 'o1', layoutId: 'l1', layout: sales, createdAt: at, createdBy: 'u1' });
story('configuration', [], layoutCreated, ['Status', 'Organisation id', 'Layout id', 'Layout']);
story('configuration', [layoutCreated], ev('LayoutUpdated', { organisationId: 'o1', layoutId: 'l1', layout: { ...sales, buttonStyle: 'rounded', branding: { ...sales.branding, colors: { ...sales.branding.colors, primary: '#112233' } } }, changed: ['buttonStyle', 'branding.colors.primary'], updatedAt: later, updatedBy: 'u1' }), ['Layout › Button style', 'Layout › Branding › Colors › Primary']);
story('configuration', [layoutCreated], ev('LayoutDeleted', { organisationId: 'o1', layoutId: 'l1', label: 'Sales', deletedAt: later, deletedBy: 'u1' }), ['Status', 'Layout']);

const contact = { name: 'Vi Sitor', email: 'vi@example.com', phone: '', company: 'Elsewhere', website: '', note: 'Met at the fair' };
const captured = ev('IntroductionCaptured', { introductionId: 'n1', organisationId: 'o1', personId: 'p1', owner: 'ann@example.com', contact, consents: [], via: 'exchange', country: 'GB', eventId: null, capturedAt: at });
story('introduction', [], captured, ['Exists', 'Organisation id', 'Owner id', 'Email', 'Company', 'Fields › Name', 'Fields › Phone', 'Fields › Website', 'Fields › Note']);
story('introduction', [captured], ev('ContactTagsChanged', { introductionId: 'n1', tags: ['vip'], added: ['vip'], removed: [] }), ['Tags']);
story('introduction', [captured], ev('ContactCompanyChanged', { introductionId: 'n1', company: 'Acme' }), ['Company']);
story('introduction', [captured], ev('ContactFieldChanged', { introductionId: 'n1', field: 'position', value: 'CTO' }), ['Fields › Position']);
story('introduction', [captured], ev('FollowUpTokenIssued', { introductionId: 'n1', tokenHash: 'h1', issuedAt: at }), ['Token hashes']);
story('introduction', [captured], ev('FollowUpCompleted', { introductionId: 'n1', completedAt: later }), ['Follow up']);
const enrichmentStarted = ev('ContactEnrichmentStarted', { introductionId: 'n1', provider: 'stand-in', startedAt: at });
story('introduction', [captured], enrichmentStarted, ['Enrichment › Status', 'Enrichment › Provider']);
story('introduction', [captured, enrichmentStarted], ev('ContactEnriched', { introductionId: 'n1', provider: 'stand-in', fields: { position: 'CTO', linkedin: 'https://linkedin.example/in/vi' }, enrichedAt: later }), ['Fields › Position', 'Fields › Linkedin', 'Enrichment › Status']);
story('introduction', [captured, enrichmentStarted], ev('ContactEnrichmentFailed', { introductionId: 'n1', provider: 'stand-in', error: 'timeout', failedAt: later }), ['Enrichment › Status']);

const fair = { name: 'Fair', location: 'ExCeL', country: 'GB', latitude: null, longitude: null, radius: null, start: at, end: later, attendeeType: 'all', attendeeGroupIds: [], attendeePeopleIds: [], configId: null, customIntroEmailHtml: '', currency: null, leadValue: null, cost: null };
const eventCreated = ev('EventCreated', { eventId: 'e1', organisationId: 'o1', details: fair, sourceId: null, dummy: null, createdAt: at, createdBy: 'u1' });
story('event', [], eventCreated, ['Status', 'Event id', 'Organisation id', 'Details']);
story('event', [eventCreated], ev('EventChanged', { eventId: 'e1', details: { ...fair, location: 'Olympia', cost: 1200 }, changed: ['location', 'cost'] }), ['Details › Location', 'Details › Cost']);
story('event', [eventCreated], ev('EventDeleted', { eventId: 'e1', name: 'Fair' }), ['Status']);

const scheduled = ev('EventNotificationScheduled', { notificationId: 'm1', eventId: 'e1', organisationId: 'o1', title: 'Welcome', body: 'Doors open at 9', sendTime: later, scheduledAt: at, scheduledBy: 'u1' });
const claimedForSending = ev('EventNotificationClaimed', { notificationId: 'm1', worker: 'w1', attempt: 1, claimedAt: later, leaseUntil: later });
story('eventnotification', [], scheduled, ['Exists', 'Notification id', 'Organisation id', 'Event id', 'Title', 'Body', 'Send time']);
story('eventnotification', [scheduled], ev('EventNotificationChanged', { notificationId: 'm1', title: 'Welcome!', body: 'Doors open at 9', sendTime: later }), ['Title']);
story('eventnotification', [scheduled], ev('EventNotificationCancelled', { notificationId: 'm1', cancelledAt: at, cancelledBy: 'u1' }), ['Status']);
story('eventnotification', [scheduled], claimedForSending, ['Status', 'Worker', 'Lease until', 'Attempts']);
const batchStarted = ev('EventNotificationBatchStarted', { notificationId: 'm1', worker: 'w1', leaseUntil: later, recipients: ['p1'] });
story('eventnotification', [scheduled, claimedForSending], ev('EventNotificationBatchStarted', { notificationId: 'm1', worker: 'w1', leaseUntil: '2026-03-01T11:00:00.000Z', recipients: ['p1'] }), ['Lease until', 'Started']);
story('eventnotification', [scheduled, claimedForSending, batchStarted], ev('EventNotificationDelivered', { notificationId: 'm1', worker: 'w1', leaseUntil: later, deliveries: [{ id: 'p1', email: 'ann@example.com', timestamp: later, pushStatus: 'unavailable', emailStatus: 'sent' }] }), ['Started', 'Delivered']);
story('eventnotification', [scheduled, claimedForSending], ev('EventNotificationSent', { notificationId: 'm1', worker: 'w1', sentAt: later, recipients: 1 }), ['Status', 'Lease until']);
story('eventnotification', [scheduled, claimedForSending], ev('EventNotificationFailed', { notificationId: 'm1', worker: 'w1', failedAt: later, error: 'smtp down' }), ['Status', 'Lease until']);

const visit = (country: string | null, via: 'link' | 'card', eventId: string | null = null) => ev('ProfyleVisited', { organisationId: 'o1', personId: 'p1', visitedAt: at, country, via, cardId: via === 'card' ? 'c1' : null, eventId });
story('visits', [visit('GB', 'link')], visit('DE', 'card', 'e1'), ['Visits', 'Via › Card', 'Countries › DE', 'At events']);

export const crmStarted = ev('CrmAuthorisationStarted', { organisationId: 'o1', provider: 'hubspot', stateHash: 'sh1', userId: 'u1', startedAt: at, expiresAt: later });
export const crmConnected = ev('CrmConnected', { organisationId: 'o1', provider: 'hubspot', stateHash: 'sh1', tokens: 'sealed:1', tokenType: 'bearer', expiresAt: later, account: { id: '123', name: 'acme.example' }, connectedAt: at, connectedBy: 'u1' });
story('crm', [], crmStarted, ['Organisation id', 'Provider', 'Pending']);
story('crm', [crmStarted], crmConnected, ['Status', 'Pending', 'Tokens', 'Token type', 'Expires at', 'Account']);
story('crm', [crmStarted, crmConnected], ev('CrmTokensRefreshed', { organisationId: 'o1', provider: 'hubspot', tokens: 'sealed:2', expiresAt: '2026-03-03T10:00:00.000Z', refreshedAt: later }), ['Tokens', 'Expires at']);
story('crm', [crmStarted, crmConnected], ev('CrmAuthorisationLost', { organisationId: 'o1', provider: 'hubspot', reason: 'invalid_grant', lostAt: later }), ['Status', 'Tokens', 'Expires at']);
story('crm', [crmStarted, crmConnected], ev('CrmDisconnected', { organisationId: 'o1', provider: 'hubspot', disconnectedAt: later, disconnectedBy: 'u1' }), ['Status', 'Tokens', 'Token type', 'Expires at', 'Account']);
story('crm', [crmStarted, crmConnected], ev('CrmSettingChanged', { organisationId: 'o1', provider: 'hubspot', setting: 'create_lead', value: true, changedAt: later, changedBy: 'u1' }), ['Create lead']);
story('crm', [crmStarted, crmConnected], ev('CrmTestLeadRequested', { organisationId: 'o1', provider: 'hubspot', requestedAt: later, requestedBy: 'u1' }), []);
const loginIssued = ev('OneTimeLoginIssued', { sessionId: 's1', personId: 'p1', organisationId: 'o1', email: 'ann@example.com', cardId: 'C1', view: 'DETAILS', tokenHash: 'h1', issuedAt: at, expiresAt: later });
const selfServiceStarted = ev('SelfServiceSessionStarted', { sessionId: 's1', personId: 'p1', organisationId: 'o1', email: 'ann@example.com', startedAt: at, expiresAt: later });
story('selfservice', [], loginIssued, ['Status', 'Session id', 'Person id', 'Organisation id', 'Email', 'Card id', 'Token hash', 'Link expires at']);
story('selfservice', [loginIssued], selfServiceStarted, ['Status', 'Expires at']);
story('selfservice', [loginIssued, selfServiceStarted], ev('SelfServiceSessionEnded', { sessionId: 's1', personId: 'p1', reason: 'sign-out', endedAt: later }), ['Status']);

const activationRequested = ev('CardActivationRequested', { cardId: 'C1', organisationId: 'o1', personId: 'p1', email: 'ann@example.com', tokenHash: 'h1', requestedAt: at, expiresAt: later });
story('cardactivation', [], activationRequested, ['Card id', 'Organisation id', 'Request']);
story('cardactivation', [activationRequested], ev('CardActivated', { cardId: 'C1', organisationId: 'o1', personId: 'p1', email: 'ann@example.com', activatedAt: later }), ['Request › Used', 'Activated for']);
const cardGenerated = ev('CardGenerated', { cardId: 'C1', shortId: 'C1C1C1', generatedAt: at, generatedBy: 'u9' });
const cardInOrg = ev('CardAllocated', { cardId: 'C1', organisationId: 'o1', demo: true, design: { id: 'd1', name: 'Blue', imageUrl: null }, orderId: null, allocatedAt: at, allocatedBy: 'u9' });
const cardHeld = ev('CardAssigned', { cardId: 'C1', organisationId: 'o1', personId: 'p1', assignedAt: later, assignedBy: 'u1' });
story('card', [], cardGenerated, ['Status', 'Card id', 'Short id']);
story('card', [cardGenerated], cardInOrg, ['Status', 'Organisation id', 'Demo', 'Design']);
story('card', [cardGenerated, cardInOrg], cardHeld, ['Person id']);
story('card', [cardGenerated, cardInOrg, cardHeld], ev('CardReleased', { cardId: 'C1', personId: 'p1', reason: 'subscription_removed', releasedAt: later, releasedBy: 'u1' }), ['Person id']);
story('card', [cardGenerated, cardInOrg, ev('CardDisabled', { cardId: 'C1', at: later, by: 'u1' })], ev('CardEnabled', { cardId: 'C1', at: later, by: 'u1' }), ['Enabled']);
story('card', [cardGenerated, cardInOrg], ev('CardDisabled', { cardId: 'C1', at: later, by: 'u1' }), ['Enabled']);
story('card', [cardGenerated, cardInOrg, cardHeld], ev('CardReset', { cardId: 'C1', personId: 'p1', at: later, by: 'u1' }), ['Person id']);
story('card', [cardGenerated, cardInOrg, cardHeld], ev('CardRegisteredLost', { cardId: 'C1', organisationId: 'o1', personId: 'p1', at: later, by: 'u1' }), ['Status', 'Person id', 'Enabled']);
story('card', [cardGenerated], ev('CardMadeFree', { cardId: 'C1', colour: 'navy', affiliateId: 'aff1', at: later, by: 'u9' }), ['Free']);

story('cardcode', [], ev('CardShortIdReserved', { shortId: 'C1C1C1', cardId: 'C1' }), ['Card id']);

const workScheduled = ev('WorkScheduled', { itemId: 'w1', kind: 'academy-email', dueAt: later, payload: { seriesId: 's1', step: 1 }, organisationId: 'o1', subjectId: 'p1', scheduledAt: at });
const workClaimed = ev('WorkClaimed', { itemId: 'w1', worker: 'api-1', attempt: 1, claimedAt: later, leaseUntil: later });
story('scheduled', [], workScheduled, ['Status', 'Item id', 'Kind', 'Due at']);
story('scheduled', [workScheduled], workClaimed, ['Status', 'Worker', 'Lease until', 'Attempts']);
story('scheduled', [workScheduled, workClaimed], ev('WorkCompleted', { itemId: 'w1', worker: 'api-1', completedAt: later, outcome: 'sent' }), ['Status', 'Lease until']);
story('scheduled', [workScheduled, workClaimed], ev('WorkFailed', { itemId: 'w1', worker: 'api-1', failedAt: later, error: 'mail down', retryAt: null }), ['Status', 'Lease until']);
story('scheduled', [workScheduled], ev('WorkCancelled', { itemId: 'w1', cancelledAt: later, reason: 'replaced by a new enrolment' }), ['Status']);

