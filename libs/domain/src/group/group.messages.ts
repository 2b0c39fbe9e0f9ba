/**
 * The group aggregate's and the group tree's error codes and messages. The wording of the delete refusal
 * is the spec's (spec 001 section 8); libs/contracts holds the same texts for the screens.
 */
export const GROUP_ERROR_CODES = {
  notFound: 'group.not_found',
  exists: 'group.exists',
  nameRequired: 'group.name_required',
  parentNotFound: 'group.parent_not_found',
  cycle: 'group.cycle',
  hasPeople: 'group.has_people',
} as const;

export const GROUP_ERROR_MESSAGES = {
  notFound: 'Group not found',
  exists: 'Group already exists',
  nameRequired: 'Group name is required',
  parentNotFound: 'The parent group does not exist',
  cycle: 'A group cannot be moved under itself or one of its own subgroups',
  hasPeople: (name: string, count: number): string =>
    `Unable to delete '${name}' because it has ${count} associated cards. You must move all cards to another group before deleting this group.`,
} as const;
