import type { FastifyInstance } from 'fastify';
import type { EndpointDef } from '../../shared/contract/endpoint.js';
import type { Fields, Resource, ResourceOptions } from '../../shared/kit/resource.js';
import { pagination } from '../http/pagination.js';
import { registerArea, type AreaHandlers } from '../http/registerArea.js';
import type { ResourceRepository } from './resourceRepository.js';

type AnyResource = Resource<Fields, ResourceOptions<Fields>>;
type KitEndpoint = 'list' | 'get' | 'create' | 'update' | 'remove';

/** The handlers an area writes: every endpoint of its contract the kit does not answer, and any kit one it answers its own way. */
export type ExtraHandlers<A extends Record<string, EndpointDef>> = { [K in Exclude<keyof A, KitEndpoint>]: AreaHandlers<A>[K] } & Partial<AreaHandlers<A>>;

/**
 * Registers an area of the kit: its contract's list, read, create, edit and removal answered from
 * the repository, and the area's other endpoints by `extra`. Success messages name the record
 * ("Menu created").
 *
 * @example registerResource(app, contract.menus, menusResource, menus, { navigation: async ({ auth }) => … });
 */
export function registerResource<A extends Record<string, EndpointDef>, R extends AnyResource>(
  app: FastifyInstance, area: A, resource: R, repository: ResourceRepository<R>, extra: ExtraHandlers<A>,
  clock: () => Date = () => new Date(),
): void {
  const noun = `${resource.options.singular.charAt(0).toUpperCase()}${resource.options.singular.slice(1)}`;
  const at = () => clock().toISOString();
  // The route's validators have parsed each part with the contract's schemas, which the kit made from the resource.
  type Context = { params: { id: string }; query: never; body: never };
  const kit: Record<KitEndpoint, (context: Context) => Promise<unknown>> = {
    list: async ({ query }) => {
      const { page, size } = query as { page: number; size: number };
      const result = await repository.list(query);
      return { success: true, data: result.items, pagination: pagination(page, size, result.totalItems) };
    },
    get: async ({ params }) => ({ success: true, data: await repository.get(params.id) }),
    create: async ({ body }) => ({ success: true, data: await repository.create(body, at()), message: `${noun} created` }),
    update: async ({ params, body }) => ({ success: true, data: await repository.update(params.id, body, at()), message: `${noun} updated` }),
    remove: async ({ params }) => {
      await repository.remove(params.id, at());
      return { success: true, message: `${noun} ${resource.options.removal === 'soft' ? 'removed' : 'deleted'}` };
    },
  };
  const handlers = Object.fromEntries(Object.keys(area).map((name) => [name, (extra as Record<string, unknown>)[name] ?? kit[name as KitEndpoint]]));
  registerArea(app, area, handlers as AreaHandlers<A>);
}
