import type { RouteDef } from '../contract/routes.js';
import { routeTable } from './routeTable.js';

/** A route found for a path, with the values of its `[param]` segments. */
export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

interface Node {
  route?: RouteDef;
  statics: Map<string, Node>;
  param?: { name: string; node: Node };
}

const newNode = (): Node => ({ statics: new Map() });

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** A segment trie: static segments (case-insensitive) win over `[param]` ones, as `/proposals/create` must beat `/proposals/[proposalId]`. */
export function buildRouteMatcher(routes: readonly RouteDef[]) {
  const root = newNode();
  for (const route of routes) {
    let node = root;
    for (const segment of segmentsOf(route.path)) {
      const param = /^\[(\w+)\]$/.exec(segment)?.[1];
      if (param) {
        node.param ??= { name: param, node: newNode() };
        node = node.param.node;
      } else {
        const key = segment.toLowerCase();
        let next = node.statics.get(key);
        if (!next) node.statics.set(key, (next = newNode()));
        node = next;
      }
    }
    if (node.route) throw new Error(`Route ${route.path} is declared twice`);
    node.route = route;
  }

  function walk(node: Node, segments: string[], index: number): RouteMatch | undefined {
    if (index === segments.length) return node.route ? { route: node.route, params: {} } : undefined;
    const segment = segments[index]!;
    const next = node.statics.get(segment.toLowerCase());
    const found = next && walk(next, segments, index + 1);
    if (found || !node.param) return found;
    const rest = walk(node.param.node, segments, index + 1);
    if (rest) rest.params[node.param.name] = segment;
    return rest;
  }

  /**
   * The route for a path, ignoring case, a trailing slash, a query and a hash; undefined for an unknown path.
   *
   * @example matchRoute('/Customers/65f0a1/') // { route: customers detail, params: { customerId: '65f0a1' } }
   */
  return function matchRoute(pathname: string): RouteMatch | undefined {
    // Stryker disable next-line StringLiteral: split always returns a first element; the fallback only satisfies the type checker
    const path = pathname.split(/[?#]/)[0] ?? '';
    let segments: string[];
    try {
      segments = segmentsOf(path).map((s) => decodeURIComponent(s));
    } catch {
      return undefined;
    }
    return walk(root, segments, 0);
  };
}

export const matchRoute = buildRouteMatcher(routeTable);
