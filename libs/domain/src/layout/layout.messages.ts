/**
 * The layout aggregate's error codes and messages. Spec 001 section 5 names the rules (company name
 * required, a video block needs a source, the default layout's label cannot be edited) without wording
 * them; they are worded here in the style of the spec's other form messages. libs/contracts re-exports
 * these texts for the HTTP schemas and the web.
 */
export const LAYOUT_ERROR_CODES = {
  idInvalid: 'layout.id_invalid',
  exists: 'layout.exists',
  notFound: 'layout.not_found',
  labelRequired: 'layout.label_required',
  defaultLabel: 'layout.default_label',
  defaultDelete: 'layout.default_delete',
  nameRequired: 'layout.name_required',
  themeUnknown: 'layout.theme_unknown',
  themeDeprecated: 'layout.theme_deprecated',
  colourInvalid: 'layout.colour_invalid',
  linkInvalid: 'layout.link_invalid',
  imageInvalid: 'layout.image_invalid',
  tooManyBlocks: 'layout.too_many_blocks',
  blockIdRepeated: 'layout.block_id_repeated',
  videoSourceRequired: 'layout.video_source_required',
  imageRequired: 'layout.image_required',
  urlRequired: 'layout.url_required',
  phoneRequired: 'layout.phone_required',
  phoneInvalid: 'layout.phone_invalid',
  emailRequired: 'layout.email_required',
  emailInvalid: 'layout.email_invalid',
  customFieldRequired: 'layout.custom_field_required',
} as const;

export const LAYOUT_ERROR_MESSAGES = {
  idInvalid: 'Layout id must be 1 to 64 letters, digits or hyphens',
  exists: 'A layout with this id already exists',
  notFound: 'Layout not found',
  labelRequired: 'Label is required',
  defaultLabel: "The default layout's label cannot be edited",
  defaultDelete: 'The default layout cannot be deleted',
  nameRequired: 'Company name is required',
  themeUnknown: (template: string): string => `Unknown theme: ${template}`,
  themeDeprecated: (name: string): string => `The ${name} theme is deprecated and can no longer be chosen`,
  colourInvalid: 'Colour must be a hex colour such as #1f4e79',
  linkInvalid: 'Link must start with https:// or http://',
  imageInvalid: 'Image must be a link starting with https:// or an uploaded image',
  tooManyBlocks: (max: number): string => `A layout can have at most ${max} content blocks`,
  blockIdRepeated: 'Each content block needs its own id',
  videoSourceRequired: 'A video block needs a video source',
  imageRequired: 'An image block needs an image',
  urlRequired: 'Link is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number may only contain digits, spaces and + - ( )',
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  customFieldRequired: 'Choose a custom field',
} as const;
