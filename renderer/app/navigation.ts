import type { NavigationItem } from '../../shared/contract/menus/menus.schema.js';

/** A top-level entry of the side navigation: a link, a group of links, or a link with links under it. */
export interface NavNode {
  name: string;
  /** Absent for a group whose parent is not an entry itself. */
  url?: string;
  icon: string | null;
  displayOrder: number;
  children: NavigationItem[];
}

const byOrder = (a: { displayOrder: number; name: string }, b: { displayOrder: number; name: string }) =>
  a.displayOrder - b.displayOrder || a.name.localeCompare(b.name);

/**
 * Groups navigation entries by `parent` (two levels at most, UX.md §1) and orders every level by
 * `displayOrder`, then name. An entry whose parent names a top-level entry sits under it; one
 * whose parent names no entry sits under a group of that name, placed by its first child.
 *
 * @example groupNavigation([{ name: 'Blog', parent: null, ... }, { name: 'Posts', parent: 'Blog', ... }])
 */
export function groupNavigation(items: readonly NavigationItem[]): NavNode[] {
  const topNames = new Set(items.filter((item) => !item.parent).map((item) => item.name));
  const nodes = new Map<string, NavNode>();
  for (const item of items) {
    if (item.parent) continue;
    if (nodes.has(item.name)) continue; // the first entry of a name wins
    nodes.set(item.name, { name: item.name, url: item.url, icon: item.icon, displayOrder: item.displayOrder, children: [] });
  }
  for (const item of items) {
    if (!item.parent) continue;
    let node = nodes.get(item.parent);
    if (!node) {
      node = { name: item.parent, icon: item.icon, displayOrder: item.displayOrder, children: [] };
      nodes.set(item.parent, node);
    } else if (!topNames.has(item.parent)) {
      node.displayOrder = Math.min(node.displayOrder, item.displayOrder);
    }
    node.children.push(item);
  }
  const result = [...nodes.values()].sort(byOrder);
  for (const node of result) node.children.sort(byOrder);
  return result;
}
