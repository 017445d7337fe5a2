import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';

/** Each category's place in the tree, as listings need it. */
export interface CategoryNode {
  id: number;
  parent_id: number | null;
  slug: string;
}

/** The category tree: the ids of a category's subtree by its slug. */
export interface CategoryTree {
  /** The category and every category below it, at any depth; undefined for an unknown slug. */
  subtree(slug: string): number[] | undefined;
}

/** The tree of these categories (a child whose parent is missing is only its own subtree). */
export function categoryTree(nodes: readonly CategoryNode[]): CategoryTree {
  const bySlug = new Map(nodes.map((node) => [node.slug, node.id]));
  const children = new Map<number, number[]>();
  for (const node of nodes) {
    if (node.parent_id === null) continue;
    const siblings = children.get(node.parent_id);
    if (siblings) siblings.push(node.id);
    else children.set(node.parent_id, [node.id]);
  }
  const subtrees = new Map<number, number[]>();
  return {
    subtree(slug) {
      const root = bySlug.get(slug);
      if (root === undefined) return undefined;
      const known = subtrees.get(root);
      if (known) return known;
      const ids: number[] = [];
      // Breadth first, each id once (a cycle in bad data cannot loop).
      const seen = new Set<number>();
      const queue = [root];
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        if (seen.has(next)) continue;
        seen.add(next);
        ids.push(next);
        queue.push(...(children.get(next) ?? []));
      }
      subtrees.set(root, ids);
      return ids;
    },
  };
}

/**
 * The category tree read in one query and kept for `ttlMs` in this process (0: read on every
 * call); concurrent calls share one read. A listing resolves its category's subtree from it
 * instead of a recursive query per request. Categories change rarely, and a public listing
 * already promises data up to a minute old (publicCache), so each process keeping its own copy
 * for as long needs no sharing between processes.
 */
export function categoryTreeCache(db: Database, ttlMs: number, now: () => number = Date.now) {
  let kept: { tree: CategoryTree; at: number } | undefined;
  let reading: Promise<CategoryTree> | undefined;
  return (): Promise<CategoryTree> => {
    if (kept && now() - kept.at < ttlMs) return Promise.resolve(kept.tree);
    reading ??= queryRows<CategoryNode>(db, sql`select id, parent_id, slug from categories`)
      .then((nodes) => {
        const tree = categoryTree(nodes);
        if (ttlMs > 0) kept = { tree, at: now() };
        return tree;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
}
