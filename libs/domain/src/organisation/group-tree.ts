import type { PersistentMap } from './persistent-map';
import type { GroupNode } from './organisation.state';

/** True when `candidate` is `groupId` itself or sits somewhere below it. */
export const isSelfOrDescendant = (groups: PersistentMap<GroupNode>, groupId: string, candidate: string): boolean => {
  const seen = new Set<string>();
  for (let current: string | null = candidate; current !== null && !seen.has(current); current = groups.get(current)?.parentId ?? null) {
    if (current === groupId) return true;
    seen.add(current);
  }
  return false;
};

/** The groups directly under `groupId`. */
export const childrenOf = (groups: PersistentMap<GroupNode>, groupId: string): string[] => {
  const children: string[] = [];
  for (const [id, node] of groups) if (node.parentId === groupId) children.push(id);
  return children.sort();
};
