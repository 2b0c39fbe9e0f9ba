/** On blur a company URL gets https:// when it has no scheme (spec 000 section 5, company details). */
export const withHttps = (value: string): string => {
  const trimmed = value.trim();
  return trimmed === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
};
