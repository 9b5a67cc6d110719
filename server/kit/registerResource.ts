import type { FastifyInstance } from 'fastify';
import type { EndpointDef } from '../../shared/contract/endpoint.js';
import { RESOURCE_IMAGE_MAX_BYTES, type AnyResource } from '../../shared/kit/resource.js';
import { pagination } from '../http/pagination.js';
import { registerArea, type AreaHandlers } from '../http/registerArea.js';
import { createRecordImages } from '../services/storage/recordImages.js';
import { receiveForm } from '../services/uploads/receiveUpload.js';
import type { ResourceRepository } from './resourceRepository.js';

type KitEndpoint = 'list' | 'get' | 'create' | 'update' | 'remove' | 'setStatus' | 'uploadImage' | 'image';

/** The handlers an area writes: every endpoint of its contract the kit does not answer, and any kit one it answers its own way. */
export type ExtraHandlers<A extends Record<string, EndpointDef>> = { [K in Exclude<keyof A, KitEndpoint>]: AreaHandlers<A>[K] } & Partial<AreaHandlers<A>>;

export interface ResourceRouteOptions {
  /** The stored files' folder, for a resource with images (`<filesDir>/<area>/<record id>/…`). */
  filesDir?: string;
  /** The largest image accepted, in bytes. */
  imageMaxBytes?: number;
  clock?: () => Date;
}


/**
 * Registers an area of the kit: its contract's list, read, create, edit, removal, status switch
 * and images answered from the repository, and the area's other endpoints by `extra`. Success
 * messages name the record ("Menu created").
 *
 * @example registerResource(app, contract.menus, menusResource, menus, { navigation: async ({ auth }) => … });
 */
export function registerResource<A extends Record<string, EndpointDef>, R extends AnyResource>(
  app: FastifyInstance, area: A, resource: R, repository: ResourceRepository<R>, extra: ExtraHandlers<A>, options: ResourceRouteOptions = {},
): void {
  const { singular, removal, status, name } = resource.options;
  const noun = `${singular.charAt(0).toUpperCase()}${singular.slice(1)}`;
  const clock = options.clock ?? (() => new Date());
  const at = () => clock().toISOString();
  const imageRoute = (area as Record<string, EndpointDef | undefined>).image;
  const images = imageRoute && options.filesDir !== undefined
    ? createRecordImages(options.filesDir, {
      folder: name,
      maxBytes: options.imageMaxBytes ?? RESOURCE_IMAGE_MAX_BYTES,
      url: (id, field, file) => `${imageRoute.path.replace('{id}', encodeURIComponent(id)).replace('{field}', field)}?v=${file}`,
      plural: (field) => `${resource.fields[field]?.label ?? 'Image'}s`,
      missing: (field) => `${resource.fields[field]?.label ?? 'Image'} not found`,
    })
    : undefined;
  if (imageRoute && !images) throw new Error(`The ${name} resource has images: give registerResource a filesDir`);

  // The route's validators have parsed each part with the contract's schemas, which the kit made from the resource.
  type Context = { params: { id: string; field: string }; query: never; body: Record<string, unknown>; request: Parameters<typeof receiveForm>[0] };
  const kit: Record<KitEndpoint, (context: Context) => Promise<unknown>> = {
    list: async ({ params, query, body }) => {
      const { page, size } = query as { page: number; size: number };
      const parent = resource.options.parent;
      // A POST list's filters come in its body (`listFilters: 'body'`), beside the query's paging.
      const given = resource.options.listFilters === 'body' ? { ...(query as object), ...body } : query;
      const result = await repository.list(given as never, parent ? (params as Record<string, string>)[parent.param] : undefined);
      return { success: true, data: result.items, pagination: pagination(page, size, result.totalItems, result.totalCapped) };
    },
    get: async ({ params }) => ({ success: true, data: await repository.get(params.id) }),
    create: async ({ body }) => ({ success: true, data: await repository.create(body as never, at()), message: `${noun} created` }),
    update: async ({ params, body }) => ({ success: true, data: await repository.update(params.id, body as never, at()), message: `${noun} updated` }),
    remove: async ({ params }) => {
      await repository.remove(params.id, at());
      await images?.discardAll(params.id);
      return { success: true, message: `${noun} ${removal === 'soft' ? 'removed' : 'deleted'}` };
    },
    setStatus: async ({ params, body }) => {
      const id = status?.idKey ? (body[status.idKey] as string) : params.id;
      const on = body[status!.field] as boolean;
      return { success: true, data: await repository.setFlag(id, status!.field, on, at()), message: `${noun} ${on ? 'enabled' : 'disabled'}` };
    },
    /** One image in the multipart field `file`; the file it replaces is removed once the new one is recorded, never before. */
    uploadImage: async ({ params, request }) => {
      const { id, field } = params;
      await repository.get(id); // an unknown record is answered (404) before its upload is read
      const label = resource.fields[field]!.label;
      const { files: [received] } = await receiveForm(request, {
        fileFields: ['file'], attach: `Attach the ${label.toLowerCase()} as "file"`, maxBytes: options.imageMaxBytes ?? RESOURCE_IMAGE_MAX_BYTES,
        notMultipart: `Send the image as multipart form data. ${images!.acceptedText(field)}`,
        receive: (part) => images!.receive(field, part),
      });
      const url = await images!.store(id, field, received!);
      const { record, previous } = await repository.setImage(id, field, url, at()).catch(async (error: unknown) => {
        await images!.discard(id, field, url);
        throw error;
      });
      await images!.discard(id, field, previous);
      return { success: true, data: record, message: `${label} uploaded` };
    },
    image: async ({ params }) => {
      const record = (await repository.get(params.id)) as Record<string, unknown>;
      return { success: true, data: await images!.read(params.id, params.field, record[params.field] as string | null) };
    },
  };
  const handlers = Object.fromEntries(Object.keys(area).map((key) => [key, (extra as Record<string, unknown>)[key] ?? kit[key as KitEndpoint]]));
  registerArea(app, area, handlers as AreaHandlers<A>);
}
