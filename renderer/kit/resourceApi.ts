import type { TypedUseMutation, TypedUseQuery } from '@reduxjs/toolkit/query/react';
import type { z } from 'zod';
import type { EndpointKey, Pagination } from '../../shared/contract/index.js';
import { filterKeysOf, type AnyResource } from '../../shared/kit/resource.js';
import { api, type ApiTagType } from '../app/api.js';
import type { hostBaseQuery} from '../app/baseQuery.js';
import { hostCall } from '../app/baseQuery.js';

export type { AnyResource };
// Every record has the kit's meta fields; stated here because TypeScript cannot see them through a generic resource.
export type ResourceRecord<R extends AnyResource> = z.output<R['schemas']['record']> & { _id: string; createdAt: string; updatedAt: string };
export type ResourceInput<R extends AnyResource> = z.input<R['schemas']['input']>;
export type ResourceListArgs<R extends AnyResource> = Required<Pick<z.output<R['schemas']['listQuery']>, 'page' | 'size' | 'sortField' | 'sortDirection'>> & {
  search?: string;
  /** A child resource's parent, whose records the list shows. */
  parentId?: string;
};
export interface ResourceListResult<R extends AnyResource> {
  success: true;
  data: Array<ResourceRecord<R>>;
  pagination: Pagination;
}

type Base = typeof hostBaseQuery;

/** The hooks of a resource's calls, the same for every area of the kit. */
export interface ResourceHooks<R extends AnyResource> {
  useList: TypedUseQuery<ResourceListResult<R>, ResourceListArgs<R>, Base>;
  useGet: TypedUseQuery<ResourceRecord<R>, string, Base>;
  useCreate: TypedUseMutation<ResourceRecord<R>, ResourceInput<R>, Base>;
  useUpdate: TypedUseMutation<ResourceRecord<R>, { id: string; body: ResourceInput<R> }, Base>;
  useRemove: TypedUseMutation<{ success: true; message: string }, string, Base>;
  /** The status switch, for a resource that has one. */
  useSetStatus: TypedUseMutation<ResourceRecord<R>, { id: string; on: boolean }, Base>;
  /** An image of a record as a data URL; the stored address is part of the argument, so a new image is asked for anew. */
  useImage: TypedUseQuery<{ mimeType: string; dataUrl: string }, { id: string; field: string; url: string }, Base>;
  /** The cache tags a change of the record outdates (its page and the list), for changes made by other calls (an image upload). */
  tagsOf: (id: string) => Array<{ type: ApiTagType; id: string }>;
}

/**
 * A resource's calls as RTK Query endpoints, cached under one tag: a list provides `LIST` and
 * each row's id, a read its id; a write invalidates what it changed and the `also` tags (a menu
 * change also changes the navigation).
 *
 * @example export const menusHooks = resourceApi('menus', menusResource, 'Menu', ['Navigation']);
 */
export function resourceApi<R extends AnyResource>(area: string, resource: R, tag: ApiTagType, also: readonly ApiTagType[] = []): ResourceHooks<R> {
  const { status, parent, listFilters, flagFilters } = resource.options;
  const filterKeys = [...filterKeysOf(resource.fields), ...Object.keys(flagFilters ?? {})];
  /** A POST list's filters travel in its body (`listFilters: 'body'`), the paging in the query. */
  const listInput = (rest: Record<string, unknown>) => {
    if (listFilters !== 'body') return { query: rest };
    const body = Object.fromEntries(Object.entries(rest).filter(([name]) => filterKeys.includes(name)));
    return { query: Object.fromEntries(Object.entries(rest).filter(([name]) => !filterKeys.includes(name))), body };
  };
  const key = (name: string) => `${area}.${name}` as EndpointKey;
  type Rec = ResourceRecord<R>;
  const injected = api.injectEndpoints({
    endpoints: (build) => ({
      [`${area}List`]: build.query<ResourceListResult<R>, ResourceListArgs<R>>({
        // A generic resource's list key does not say whether it has path params; the contract validates them on the way out.
        query: ({ search, parentId, ...rest }) => hostCall(key('list'), {
          ...(parent && { params: { [parent.param]: parentId ?? '' } }),
          ...listInput(search ? { ...rest, search } : rest),
        } as never),
        providesTags: (result) => [{ type: tag, id: 'LIST' }, ...(result?.data ?? []).map((row) => ({ type: tag, id: (row as { _id: string })._id }))],
      }),
      [`${area}Get`]: build.query<Rec, string>({
        query: (id) => hostCall(key('get'), { params: { id } }),
        transformResponse: (response: { data: Rec }) => response.data,
        providesTags: (_result, _error, id) => [{ type: tag, id }],
      }),
      [`${area}Create`]: build.mutation<Rec, ResourceInput<R>>({
        query: (body) => hostCall(key('create'), { body }),
        transformResponse: (response: { data: Rec }) => response.data,
        invalidatesTags: [{ type: tag, id: 'LIST' }, ...also],
      }),
      [`${area}Update`]: build.mutation<Rec, { id: string; body: ResourceInput<R> }>({
        query: ({ id, body }) => hostCall(key('update'), { params: { id }, body }),
        transformResponse: (response: { data: Rec }) => response.data,
        invalidatesTags: (_result, _error, { id }) => [{ type: tag, id }, { type: tag, id: 'LIST' }, ...also],
      }),
      [`${area}Remove`]: build.mutation<{ success: true; message: string }, string>({
        query: (id) => hostCall(key('remove'), { params: { id } }),
        invalidatesTags: (_result, _error, id) => [{ type: tag, id }, { type: tag, id: 'LIST' }, ...also],
      }),
      [`${area}SetStatus`]: build.mutation<Rec, { id: string; on: boolean }>({
        query: ({ id, on }) => {
          const field = status?.field ?? 'isActive';
          return status?.idKey
            ? hostCall(key('setStatus'), { body: { [status.idKey]: id, [field]: on } })
            : hostCall(key('setStatus'), { params: { id }, body: { [field]: on } });
        },
        transformResponse: (response: { data: Rec }) => response.data,
        invalidatesTags: (_result, _error, { id }) => [{ type: tag, id }, { type: tag, id: 'LIST' }, ...also],
      }),
      [`${area}Image`]: build.query<{ mimeType: string; dataUrl: string }, { id: string; field: string; url: string }>({
        query: ({ id, field }) => hostCall(key('image'), { params: { id, field } }),
        transformResponse: (response: { data: { mimeType: string; dataUrl: string } }) => response.data,
      }),
    }),
  });
  // The endpoints' names carry the area, so two areas never share one; the hooks are typed above.
  const endpoints = injected.endpoints as unknown as Record<string, { useQuery?: unknown; useMutation?: unknown }>;
  return {
    useList: endpoints[`${area}List`]!.useQuery,
    useGet: endpoints[`${area}Get`]!.useQuery,
    useCreate: endpoints[`${area}Create`]!.useMutation,
    useUpdate: endpoints[`${area}Update`]!.useMutation,
    useRemove: endpoints[`${area}Remove`]!.useMutation,
    useSetStatus: endpoints[`${area}SetStatus`]!.useMutation,
    useImage: endpoints[`${area}Image`]!.useQuery,
    tagsOf: (id: string) => [{ type: tag, id }, { type: tag, id: 'LIST' }],
  } as ResourceHooks<R>;
}
