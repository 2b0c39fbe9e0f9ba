import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Request, Response } from 'express';
import { acceptedLanguages, derivedDefaultLayout, type PersonProfile, personDecider, personStreamId, type ProfyleAccess, profyleAccess } from '@profyle/domain';
import type { PersonDetailDoc } from '@profyle/projector';
import type { Runtime } from '../../runtime/runtime';
import { RUNTIME } from '../../runtime/runtime.tokens';
import { TokenService } from '../../shared/auth/token.service';
import { CommandShell } from '../../shared/command-shell/command-shell';
import { cspNonce, SecurityHeaders } from '../../shared/http/security-headers';
import { LayoutReader } from '../layouts/layout-views';
import type { ProfylePageModel } from './page/profyle-page.model';
import { renderGatePage, renderProfylePage, renderUnavailablePage } from './page/profyle-page.render';
import { publicPageLanguageOf, publicPageTexts } from './page/profyle-page.texts';
import { sendPage } from './profyle-page.headers';
import { profylePath, ProfylePages, type ResolvedProfyle } from './profyle-pages';
import { cookieOf, isUnlocked, unlockCookieName } from './profyle-unlock';
import { COUNTRY_LOOKUP, VISIT_RECORDER } from './profyle.tokens';
import type { CountryLookup } from './visits/country-lookup';
import type { VisitRecorder } from './visits/visit-recorder';

/** What a request for a public Profyle found. */
export interface Visit {
  resolved: ResolvedProfyle;
  access: ProfyleAccess;
  nonce: string;
  now: string;
  /** The active event that applies to the person, if any: visits and introductions count for it. */
  eventId: string | null;
}

/**
 * The visitor's side of a public Profyle, shared by its routes: what an address names and may show, the
 * pages (the Profyle, the PIN form, the neutral unavailable page) and the visit it records.
 */
@Injectable()
export class ProfyleVisitor implements OnApplicationShutdown {
  constructor(
    @Inject(ProfylePages) readonly pages: ProfylePages,
    @Inject(LayoutReader) private readonly layouts: LayoutReader,
    @Inject(TokenService) readonly tokens: TokenService,
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(VISIT_RECORDER) private readonly visits: VisitRecorder,
    @Inject(COUNTRY_LOOKUP) private readonly countries: CountryLookup,
    @Inject(SecurityHeaders) private readonly headers: SecurityHeaders,
  ) {}

  /** The person's PIN or password as their stream holds it (read models never carry it). */
  async protection(personId: string): Promise<Pick<PersonProfile, 'password_mode' | 'password'>> {
    const { state } = await this.shell.load(personStreamId(personId), personDecider);
    return { password_mode: state.profile.password_mode, password: state.profile.password };
  }

  async open(publicId: string, request: Request, response: Response): Promise<Visit> {
    const nonce = cspNonce(response);
    const now = new Date().toISOString();
    const resolved = await this.pages.resolve(publicId);
    const { person, card } = resolved;
    const unlocked = person && person.password_mode !== 'disabled' ? await isUnlocked(this.tokens, cookieOf(request.headers.cookie, unlockCookieName(person.person_id)), person.person_id, await this.protection(person.person_id)) : true;
    const access = profyleAccess({
      person: person && { visible: person.visible, subscribed: person.subscription !== null, redirect_enabled: person.redirect_enabled, redirect_url: person.redirect_url, password_mode: person.password_mode },
      card: card && { lost: card.lost, enabled: card.enabled },
      unlocked,
    });
    const eventId = person && access.kind === 'show' ? await this.pages.activeEventId(person, now) : null;
    return { resolved, access, nonce, now, eventId };
  }

  /** Counts the view: queued, so the page never waits for it. */
  record(visit: Visit, request: Request): void {
    const { person, card } = visit.resolved;
    if (!person) return;
    this.visits.record({
      organisationId: person.organisation_id,
      personId: person.person_id,
      visitedAt: visit.now,
      country: this.countryOf(request),
      via: card ? 'card' : 'link',
      cardId: card?.cardId ?? null,
      eventId: visit.eventId,
    });
  }

  countryOf(request: Request): string | null {
    return this.countries.countryOf(request.headers, request.ip ?? request.socket.remoteAddress);
  }

  /** The visitor's language for pages that show no person: the first of their Accept-Language the page speaks. */
  visitorLanguage(request: Request): string {
    return publicPageLanguageOf(acceptedLanguages(request.headers['accept-language']));
  }

  /** The page's texts for a visitor who sees no person (the unavailable page, a refused vCard). */
  visitorTexts(request: Request) {
    return publicPageTexts(this.visitorLanguage(request));
  }

  sendUnavailable(response: Response, request: Request, nonce: string): void {
    sendPage(response, 404, renderUnavailablePage(nonce, derivedDefaultLayout(''), this.visitorLanguage(request)));
  }

  /** The PIN or password form, in the language the person's Profyle would speak. */
  async sendGate(response: Response, request: Request, visit: Visit & { resolved: { person: PersonDetailDoc } }, mode: 'pin' | 'password', error: 'wrongPassword' | 'tooManyAttempts' | null, status = 200): Promise<void> {
    const { person } = visit.resolved;
    const [group, organisation] = await Promise.all([this.pages.group(person), this.pages.organisation(person.organisation_id)]);
    const language = this.pages.pageLanguage(this.pages.personInLanguage(person, request.headers['accept-language']).language, organisation);
    const choice = await this.pages.chooseLayoutFor(person, group, visit.now);
    const layout = (await this.layouts.layout(person.organisation_id, choice.layoutId))?.view ?? derivedDefaultLayout('');
    const html = renderGatePage({ mode, action: `${profylePath(visit.resolved.publicId)}/unlock`, error, language, layout, theme: await this.layouts.themeOf(person.organisation_id, layout.template), nonce: visit.nonce });
    sendPage(response, status, html);
  }

  /** The Profyle itself; `change` adjusts the model (the exchange form's outcome). */
  async sendProfyle(response: Response, request: Request, visit: Visit & { resolved: { person: PersonDetailDoc } }, status = 200, change?: (model: ProfylePageModel) => ProfylePageModel): Promise<void> {
    const { model } = await this.pages.model(visit.resolved, { acceptLanguage: request.headers['accept-language'], nonce: visit.nonce, now: visit.now });
    const final = change ? change(model) : model;
    sendPage(response, status, renderProfylePage(final), { analytics: final.ga4id !== null, request, headers: this.headers });
  }

  /** Visits still queued are stored before the process stops. */
  async onApplicationShutdown(): Promise<void> {
    await this.visits.flush();
  }

  get config() {
    return this.runtime.config;
  }
}
