/**
 * Secrets never leave through history views or exports, not even to superadmins: password and token
 * hashes, webhook signing secrets, a Profyle's page PIN. They are recognised by field name, so an
 * aggregate added later is covered as long as it names its secrets the usual way. A changed secret still
 * shows as a change ("Password hash: [secret] -> [secret]"): the fact stays, the value does not.
 */
const SECRET_FIELD = /^(password|secret|token|hash|apiKey|clientSecret|privateKey)$|Hash(es)?$|Secret$/;

export const SECRET_VALUE = '[secret]';

export const isSecretField = (field: string): boolean => SECRET_FIELD.test(field);

/** A JSON value with every secret field's non-empty value replaced by SECRET_VALUE. */
export const withoutSecrets = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, isSecretField(key) && field !== '' && field !== null && field !== undefined ? SECRET_VALUE : withoutSecrets(field)]),
  );
};

/** Masks a value found under a path that goes through a secret field. */
export const secretAware = (path: readonly string[], value: unknown): unknown =>
  path.some(isSecretField) ? (value === '' || value === null || value === undefined ? value : SECRET_VALUE) : withoutSecrets(value);
