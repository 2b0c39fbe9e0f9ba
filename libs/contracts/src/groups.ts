import { z } from 'zod';
import { boundedIdList, boundedOptionalId, boundedText, requiredName, TEXT_LIMITS } from './text-rules';

/** Group list: a single page of 1000, indented 20 px per depth (spec 001 section 9). */
export const GROUP_LIST_LIMIT = 1000;
export const GROUP_INDENT_PX = 20;
/** A nested group's full name joins the names of its ancestors and its own with this (spec 001 section 3). */
export const GROUP_NAME_SEPARATOR = ' › ';
export const GROUP_NAME_MAX = TEXT_LIMITS.name;

/** Groups' screens (spec 001 sections 8 and 9). */
export const GROUP_MESSAGES = {
  nameRequired: 'Group name is required',
  created: (name: string): string => `New group created: ${name}`,
  updated: (name: string): string => `Group updated: ${name}`,
  createError: 'Error creating group',
  updateError: 'Error updating group',
  deleteError: (name: string, errorMessage: string): string => `Error deleting group '${name}': ${errorMessage}`,
  hasPeople: (name: string, count: number | string): string =>
    `Unable to delete '${name}' because it has ${count} associated cards. You must move all cards to another group before deleting this group.`,
  cannotDelete: 'You can not delete a group that still has people associated to it. Remove all people from the group and try again.',
  empty: 'No groups yet',
  notFound: 'Group not found',
  cycle: 'A group cannot be moved under itself or one of its own subgroups',
  parentNotFound: 'The parent group does not exist',
} as const;

/**
 * The body of POST /v1/enterprise/{orgId}/groups[/{groupId}] (spec 001 section 7). parent_id 'none' (or
 * blank) means no parent; configuration_id 'default' (or blank) the organisation's default layout.
 */
export const groupBodySchema = z.object({
  name: requiredName(GROUP_MESSAGES.nameRequired, 'Group name', GROUP_NAME_MAX),
  parent_id: boundedOptionalId('Parent group').transform((id) => (id === 'none' ? null : id)),
  configuration_id: boundedText({ label: 'Layout', max: TEXT_LIMITS.id }).transform((id) => id || 'default'),
  enable_exchange: z.boolean().nullish().transform((value) => value ?? false),
  /** Blank ids and repeats are dropped. */
  location_ids: boundedIdList('Addresses').transform((ids) => [...new Set(ids.map((id) => id.trim()).filter(Boolean))]),
  custom_intro_email_html: boundedText({ label: 'Introduction e-mail', max: TEXT_LIMITS.html, multiline: true }),
});
export type GroupBody = z.output<typeof groupBodySchema>;
export type GroupBodyInput = z.input<typeof groupBodySchema>;

/** A group as stored in the read model (the api adds the tree's fields). */
export interface GroupRecord {
  id: string;
  name: string;
  parent_id: string | null;
  location_ids: string[];
  configuration_id: string;
  enable_exchange: boolean;
  custom_intro_email_html: string;
  people: number;
  meta: { createdAt: string; createdBy: string };
}

/** One row of the tree list: the record plus its full name, depth and whether it may be deleted. */
export interface GroupView extends GroupRecord {
  full_name: string;
  depth: number;
  /** True when no people are in the group (the delete rule). */
  canDelete: boolean;
}

export interface GroupsPage {
  data: GroupView[];
  total: number;
}

export interface GroupDetail extends GroupView {
  /** Ancestors, the root first. */
  parents: { id: string; name: string }[];
  children: { id: string; name: string; people: number }[];
}

export interface GroupSaved {
  id: string;
}

/**
 * The tree in display order: roots sorted by name, each followed by its children sorted by name, depth
 * first. A group whose parent is missing is shown as a root rather than lost.
 */
export const groupTree = <G extends GroupRecord>(groups: readonly G[]): (G & { full_name: string; depth: number; canDelete: boolean })[] => {
  const byId = new Map(groups.map((group) => [group.id, group]));
  const children = new Map<string | null, G[]>();
  for (const group of groups) {
    const parent = group.parent_id !== null && byId.has(group.parent_id) ? group.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), group]);
  }
  const byName = (a: G, b: G) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id.localeCompare(b.id);
  const rows: (G & { full_name: string; depth: number; canDelete: boolean })[] = [];
  const seen = new Set<string>();
  const walk = (parent: string | null, path: string[]) => {
    for (const group of [...(children.get(parent) ?? [])].sort(byName)) {
      if (seen.has(group.id)) continue;
      seen.add(group.id);
      const names = [...path, group.name];
      rows.push({ ...group, full_name: names.join(GROUP_NAME_SEPARATOR), depth: path.length, canDelete: group.people === 0 });
      walk(group.id, names);
    }
  };
  walk(null, []);
  return rows;
};

/** A group and every group below it: the people list's group filter includes subgroups. */
export const groupWithDescendants = (groups: readonly Pick<GroupRecord, 'id' | 'parent_id'>[], groupId: string): string[] => {
  const ids = [groupId];
  for (let i = 0; i < ids.length; i++) for (const group of groups) if (group.parent_id === ids[i] && !ids.includes(group.id)) ids.push(group.id);
  return ids;
};
