import { CUSTOM_FIELD_ERROR_MESSAGES, GROUP_ERROR_MESSAGES, LOCATION_ERROR_MESSAGES } from '@profyle/domain';
import { CUSTOM_FIELD_MESSAGES } from './custom-fields';
import { GROUP_MESSAGES } from './groups';
import { LOCATION_MESSAGES } from './locations';

/** The domain refuses with its own copies of these texts; the screens show the contracts' ones. */
describe('group, address and custom field messages', () => {
  it('are the same in the domain and the contracts', () => {
    expect(GROUP_ERROR_MESSAGES.nameRequired).toBe(GROUP_MESSAGES.nameRequired);
    expect(GROUP_ERROR_MESSAGES.notFound).toBe(GROUP_MESSAGES.notFound);
    expect(GROUP_ERROR_MESSAGES.cycle).toBe(GROUP_MESSAGES.cycle);
    expect(GROUP_ERROR_MESSAGES.parentNotFound).toBe(GROUP_MESSAGES.parentNotFound);
    expect(GROUP_ERROR_MESSAGES.hasPeople('Sales', 3)).toBe(GROUP_MESSAGES.hasPeople('Sales', 3));
    expect(LOCATION_ERROR_MESSAGES.nameRequired).toBe(LOCATION_MESSAGES.nameRequired);
    expect(LOCATION_ERROR_MESSAGES.line1Required).toBe(LOCATION_MESSAGES.line1Required);
    expect(LOCATION_ERROR_MESSAGES.notFound).toBe(LOCATION_MESSAGES.notFound);
    expect(CUSTOM_FIELD_ERROR_MESSAGES.nameRequired).toBe(CUSTOM_FIELD_MESSAGES.nameRequired);
    expect(CUSTOM_FIELD_ERROR_MESSAGES.typeRequired).toBe(CUSTOM_FIELD_MESSAGES.typeRequired);
    expect(CUSTOM_FIELD_ERROR_MESSAGES.notFound).toBe(CUSTOM_FIELD_MESSAGES.notFound);
  });

  it('word the spec’s texts', () => {
    expect(GROUP_MESSAGES.hasPeople('Sales', 2)).toBe("Unable to delete 'Sales' because it has 2 associated cards. You must move all cards to another group before deleting this group.");
    expect(GROUP_MESSAGES.deleteError('Sales', 'x')).toBe("Error deleting group 'Sales': x");
    expect(LOCATION_MESSAGES.deleteError('HQ', 'x')).toBe("Error deleting address 'HQ': x");
    expect(LOCATION_MESSAGES.inUse(['Sales'], ['Ada Lovelace', 'Alan Turing'])).toBe('It is used by 1 group (Sales) and 2 people (Ada Lovelace, Alan Turing). Remove it from them first.');
  });
});
