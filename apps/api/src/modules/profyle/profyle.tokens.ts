/** DI tokens of the public Profyle's adapters. */
export const VISIT_RECORDER = Symbol('VisitRecorder');
export const COUNTRY_LOOKUP = Symbol('CountryLookup');
export const UNLOCK_LIMITER = Symbol('UnlockLimiter');
export const EXCHANGE_LIMITER = Symbol('ExchangeLimiter');
