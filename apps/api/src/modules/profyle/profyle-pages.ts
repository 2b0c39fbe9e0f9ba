import { Inject, Injectable } from '@nestjs/common';
import {
  acceptedLanguages,
  activeEventFor,
  chooseLayout,
  DEFAULT_LAYOUT_ID,
  exchangeOpen,
  type LayoutChoice,
  profyleLanguage,
  themeDrawing,
  TRANSLATABLE_PERSON_FIELDS,
} from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import {
  cardsListProjection,
  customFieldsProjection,
  type GroupDoc,
  groupsProjection,
  locationsProjection,
  type OrganisationDoc,
  organisationsProjection,
  type PersonDetailDoc,
  personDetailProjection,
} from '@profyle/projector';
import { readModel } from '../../shared/read-model/read-model';
import { LayoutReader } from '../layouts/layout-views';
import { currentEventDocs, layoutCandidate } from '../events/events-reader';
import { textDirection } from './page/profyle-page.texts';
import type { ProfylePageAddress, ProfylePageCustomField, ProfylePageLink, ProfylePageModel, ProfylePagePerson } from './page/profyle-page.model';

/** How many colleagues a Profyle links to at most. */
export const LINKED_PROFYLES_LIMIT = 12;

/** The public address of a person's Profyle (the link the QR code and the wallet pass open). */
export const profylePath = (id: string): string => `/c/${encodeURIComponent(id)}`;

/** What a public id names: the person, and the card when it was a card's link. */
export interface ResolvedProfyle {
  /** The id in the address (a digital id or a card id), which every link on the page keeps. */
  publicId: string;
  person: PersonDetailDoc | null;
  card: { cardId: string; lost: boolean; enabled: boolean } | null;
}

const CARD_ID = /^[0-9A-Fa-f]{32}$/;

/** The person's own address (line1;line2;city;region;postcode;country), or null when blank. */
export const customAddressParts = (address: string): string[] | null => {
  const parts = address.split(';').map((part) => part.trim());
  while (parts.length < 6) parts.push('');
  return parts.some(Boolean) ? parts.slice(0, 6) : null;
};

/**
 * Assembles a public Profyle from the read models: the person in the visitor's language, the layout the
 * precedence chooses, custom fields, addresses, linked Profyles and whether the exchange form shows.
 */
@Injectable()
export class ProfylePages {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(LayoutReader) private readonly layouts: LayoutReader,
  ) {}

  /**
   * A person id names the person; a 32-hex id is a digital Profyle's id (the person holding that
   * subscription) or an NFC card's (the person holding the card, with the card's state: a lost or
   * disabled card opens nothing). A card of no organisation, or another organisation's person, is nobody.
   */
  async resolve(publicId: string): Promise<ResolvedProfyle> {
    const people = readModel(this.store, personDetailProjection);
    if (!CARD_ID.test(publicId)) return { publicId, person: await people.get(publicId), card: null };
    const id = publicId.toUpperCase();
    const [holder] = await people.find({ 'subscription.digital_id': id }, { limit: 1 });
    if (holder) return { publicId, person: holder, card: null };
    const card = await readModel(this.store, cardsListProjection).get(id);
    if (!card?.organisation_id) return { publicId, person: null, card: null };
    const person = card.person_id ? await people.get(card.person_id) : null;
    return { publicId, person: person?.organisation_id === card.organisation_id ? person : null, card: { cardId: card.card_id, lost: card.lost, enabled: card.enabled } };
  }

  organisation(organisationId: string): Promise<OrganisationDoc | null> {
    return readModel(this.store, organisationsProjection).get(organisationId);
  }

  async group(person: PersonDetailDoc): Promise<GroupDoc | null> {
    if (!person.group_id) return null;
    const group = await readModel(this.store, groupsProjection).get(person.group_id);
    return group && group.organisation_id === person.organisation_id && group.created ? group : null;
  }

  /** The organisation's events current at `now`, as the layout precedence takes them. */
  async eventsAt(organisationId: string, now: string) {
    return (await currentEventDocs(this.store, organisationId, now)).map(layoutCandidate);
  }

  /** The layout rung by rung (spec 001 section 4, spec 002 section 4): active events first, then the group's, then the default. */
  async chooseLayoutFor(person: PersonDetailDoc, group: GroupDoc | null, now: string): Promise<LayoutChoice> {
    const events = await this.eventsAt(person.organisation_id, now);
    const candidates = [...new Set([group?.configuration_id, ...events.map((event) => event.configId)])].filter((id): id is string => Boolean(id) && id !== DEFAULT_LAYOUT_ID);
    const stored = await Promise.all(candidates.map(async (id) => [id, (await this.layouts.stored(person.organisation_id, id)) !== null] as const));
    const existing = new Set([DEFAULT_LAYOUT_ID, ...stored.filter(([, found]) => found).map(([id]) => id)]);
    return chooseLayout({ personId: person.person_id, groupId: group?.id ?? null, groupLayoutId: group?.configuration_id ?? null, events, now, layoutExists: (id) => existing.has(id) });
  }

  /** The event the person's Profyle is at now (its visits and introductions are counted for it), or null. */
  async activeEventId(person: PersonDetailDoc, now: string): Promise<string | null> {
    const [group, events] = await Promise.all([this.group(person), this.eventsAt(person.organisation_id, now)]);
    return activeEventFor({ personId: person.person_id, groupId: group?.id ?? null, events, now })?.eventId ?? null;
  }

  /** The person's public fields, translated into the first of the visitor's languages the person has. */
  personInLanguage(person: PersonDetailDoc, acceptLanguage: string | undefined): { person: ProfylePagePerson; language: string | null } {
    const language = profyleLanguage(acceptedLanguages(acceptLanguage), Object.keys(person.translations ?? {}));
    const translation = language ? person.translations[language] : {};
    const base: ProfylePagePerson = {
      prefix: person.prefix,
      first_name: person.first_name,
      last_name: person.last_name,
      pronouns: person.pronouns,
      nominals: person.nominals,
      position: person.position,
      department: person.department,
      bio: person.bio,
      photo_url: person.photo_url,
      email: person.email,
      mobile: person.mobile,
      calendar_url: person.calendar_url,
      linked_in: person.linked_in,
      twitter: person.twitter,
      instagram: person.instagram,
    };
    for (const field of TRANSLATABLE_PERSON_FIELDS) if (translation[field]) base[field] = translation[field] as string;
    return { person: base, language };
  }

  /**
   * The language a person's Profyle speaks, its own texts included: the visitor's language when the person
   * has a translation in it, else the organisation's language, else English.
   */
  pageLanguage(translated: string | null, organisation: OrganisationDoc | null): string {
    return translated ?? organisation?.intl?.language?.split('-')[0] ?? 'en';
  }

  async customFields(person: PersonDetailDoc): Promise<ProfylePageCustomField[]> {
    const fields = await readModel(this.store, customFieldsProjection).find({ organisation_id: person.organisation_id }, { sort: [['sort_name', 1]] });
    return fields.flatMap((field) => {
      const value = (person.custom_fields?.[field.id] ?? '').trim() || field.default.trim();
      if (value === '' && field.hide) return [];
      return [{ id: field.id, name: field.name, kind: field.vcard || 'note', vcardType: field.vcard_type, value }];
    });
  }

  /** The addresses the person shows: their group's, their own list, or their own address. */
  async addresses(person: PersonDetailDoc, group: GroupDoc | null): Promise<ProfylePageAddress[]> {
    if (person.locations === 'custom') {
      const parts = customAddressParts(person.address);
      return parts ? [{ name: '', lines: parts.filter(Boolean), parts, image_url: '' }] : [];
    }
    const ids = person.locations === 'group' ? (group?.location_ids ?? []) : person.locations === 'list' ? person.location_ids : [];
    if (ids.length === 0) return [];
    const docs = await readModel(this.store, locationsProjection).getMany(ids);
    return docs
      .filter((doc) => doc.organisation_id === person.organisation_id)
      .map((doc) => {
        const parts = [doc.line1, doc.line2, doc.city, doc.region, doc.postcode, doc.country];
        return { name: doc.name, lines: parts.filter(Boolean), parts, image_url: doc.image_url };
      });
  }

  /** Colleagues shown on the page: the person's group, or their own list; only Profyles a visitor can open. */
  async linked(person: PersonDetailDoc): Promise<ProfylePageLink[]> {
    const people = readModel(this.store, personDetailProjection);
    const open = { organisation_id: person.organisation_id, visible: true, subscription: { $ne: null } };
    let docs: PersonDetailDoc[] = [];
    if (person.linked_profyles === 'group' && person.group_id) {
      docs = await people.find({ ...open, group_id: person.group_id, person_id: { $ne: person.person_id } }, { sort: [['last_name', 1], ['first_name', 1]], limit: LINKED_PROFYLES_LIMIT });
    } else if (person.linked_profyles === 'list' && person.linked_ids.length > 0) {
      docs = (await people.getMany(person.linked_ids.slice(0, LINKED_PROFYLES_LIMIT))).filter(
        (doc) => doc.organisation_id === person.organisation_id && doc.visible && doc.subscription !== null && doc.person_id !== person.person_id,
      );
    }
    return docs.map((doc) => ({ name: [doc.first_name, doc.last_name].filter(Boolean).join(' '), position: doc.position, photo_url: doc.photo_url, url: profylePath(doc.person_id) }));
  }

  /** The page model of a person whose Profyle may be shown. */
  async model(resolved: ResolvedProfyle & { person: PersonDetailDoc }, options: { acceptLanguage?: string; nonce: string; now: string }): Promise<{ model: ProfylePageModel; organisation: OrganisationDoc | null }> {
    const { person, publicId } = resolved;
    const [organisation, group] = await Promise.all([this.organisation(person.organisation_id), this.group(person)]);
    const choice = await this.chooseLayoutFor(person, group, options.now);
    const [found, customFields, addresses, linked] = await Promise.all([
      this.layouts.layout(person.organisation_id, choice.layoutId),
      this.customFields(person),
      this.addresses(person, group),
      this.linked(person),
    ]);
    const layout = found?.view ?? (await this.layouts.layout(person.organisation_id, DEFAULT_LAYOUT_ID))!.view;
    const theme = themeDrawing(layout.template, organisation?.themes ?? []);
    const { person: shown, language } = this.personInLanguage(person, options.acceptLanguage);
    const pageLanguage = this.pageLanguage(language, organisation);
    const exchange = organisation?.features?.exchange;
    return {
      organisation,
      model: {
        language: pageLanguage,
        dir: textDirection(pageLanguage),
        person: shown,
        layout,
        theme,
        organisationName: organisation?.name ?? '',
        ga4id: organisation?.ga4id || null,
        customFields,
        addresses,
        linked,
        vcardUrl: `${profylePath(publicId)}/contact.vcf`,
        exchange:
          exchange && exchangeOpen(exchange, group)
            ? {
                action: `${profylePath(publicId)}/exchange`,
                fields: exchange.fields,
                consents: exchange.consents,
                privacyPolicy: exchange.privacyPolicy,
                values: {},
                checkedConsents: [],
                errors: [],
                sent: false,
              }
            : null,
        preview: false,
        nonce: options.nonce,
      },
    };
  }
}
