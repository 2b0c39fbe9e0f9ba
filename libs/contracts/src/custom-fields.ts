import { z } from 'zod';
import { CUSTOM_FIELD_KINDS, CUSTOM_FIELD_TYPES, type CustomFieldKind, type CustomFieldType } from '@profyle/domain';
import { boundedText, TEXT_LIMITS } from './text-rules';

/** Custom fields (spec 001: Custom field, sections 5 and 8). */
export const CUSTOM_FIELD_MESSAGES = {
  nameRequired: 'Name is required',
  typeRequired: 'Type is required',
  created: (name: string): string => `Custom field created: ${name}`,
  updated: (name: string): string => `Custom field updated: ${name}`,
  createError: 'Error creating custom field',
  updateError: 'Error updating custom field',
  notFound: 'Custom field not found',
  unknownField: 'Unknown custom field',
} as const;

export const CUSTOM_FIELD_NAME_MAX = TEXT_LIMITS.name;
export const CUSTOM_FIELD_VALUE_MAX = TEXT_LIMITS.customFieldValue;

/**
 * POST /v1/enterprise/{orgId}/custom-fields and PUT .../custom-fields/{id}: name, vcard (tel, url, adr,
 * email, note), vcard_type ('' empty, work, home), hide (hide when empty), default. Name and type
 * (vcard) are required: a blank form answers both field errors.
 */
export const customFieldBodySchema = z.object({
  name: boundedText({ label: 'Name', max: CUSTOM_FIELD_NAME_MAX }),
  vcard: z
    .union([z.enum(CUSTOM_FIELD_KINDS), z.literal('')], { error: CUSTOM_FIELD_MESSAGES.typeRequired })
    .nullish()
    .transform((kind): CustomFieldKind | '' => kind ?? ''),
  vcard_type: z
    .union([z.enum(CUSTOM_FIELD_TYPES.filter(Boolean) as ['work', 'home']), z.literal(''), z.literal('empty')], { error: 'Type must be empty, work or home' })
    .nullish()
    .transform((type): CustomFieldType => (type === 'empty' || !type ? '' : type)),
  hide: z.boolean().nullish().transform((hide) => hide ?? false),
  default: boundedText({ label: 'Default value', max: CUSTOM_FIELD_VALUE_MAX, multiline: true }),
});
export type CustomFieldBody = z.output<typeof customFieldBodySchema>;
export type CustomFieldBodyInput = z.input<typeof customFieldBodySchema>;

export interface CustomFieldView {
  id: string;
  name: string;
  vcard: CustomFieldKind;
  vcard_type: CustomFieldType;
  hide: boolean;
  default: string;
  meta: { createdAt: string; createdBy: string; updatedAt: string; updatedBy: string };
}

export interface CustomFieldsPage {
  data: CustomFieldView[];
  total: number;
}
