import type { Command, CommandMetadata } from '../shared';

/** The group's own fields, as the form sends them (the parent and addresses go to the organisation). */
export interface GroupDetails {
  name: string;
  /** 'default' (or blank) means the organisation's default layout. */
  configurationId: string;
  enableExchange: boolean;
  customIntroEmailHtml: string;
}

export type CreateGroup = Command<'CreateGroup', { groupId: string; organisationId: string; details: GroupDetails }, CommandMetadata>;
export type ChangeGroup = Command<'ChangeGroup', { groupId: string; details: GroupDetails }, CommandMetadata>;
/** Only after the organisation removed the group from its tree (which refuses a group with people). */
export type DeleteGroup = Command<'DeleteGroup', { groupId: string }, CommandMetadata>;

export type GroupCommand = CreateGroup | ChangeGroup | DeleteGroup;
