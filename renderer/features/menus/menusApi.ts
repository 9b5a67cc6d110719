import type { z } from 'zod';
import type { EndpointOutput } from '../../../shared/contract/index.js';
import type { menusContract } from '../../../shared/contract/menus/menus.contract.js';
import type { MENU_SORT_FIELDS, MenuInputSchema, NavigationItem } from '../../../shared/contract/menus/menus.schema.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';

type C = typeof menusContract;
export type MenuListResult = EndpointOutput<C['list']>;
export type MenuRecord = EndpointOutput<C['get']>['data'];
export type MenuInput = z.input<typeof MenuInputSchema>;
export type MenuSortField = (typeof MENU_SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';

export interface MenuListArgs {
  page: number;
  size: number;
  search?: string;
  sortField: MenuSortField;
  sortDirection: SortDirection;
}

/**
 * The menus area's calls (spec 002 §7) and the signed-in user's navigation. Menu changes
 * invalidate the list, the record and the navigation.
 */
export const apiWithMenus = api.injectEndpoints({
  endpoints: (build) => ({
    getMenus: build.query<MenuListResult, MenuListArgs>({
      query: ({ page, size, search, sortField, sortDirection }) =>
        hostCall('menus.list', {
          query: search ? { page, size, search, sortField, sortDirection } : { page, size, sortField, sortDirection },
        }),
      providesTags: (result) => [
        { type: 'Menu', id: 'LIST' },
        ...(result?.data ?? []).map((menu) => ({ type: 'Menu' as const, id: menu._id })),
      ],
    }),
    getMenu: build.query<MenuRecord, string>({
      query: (id) => hostCall('menus.get', { params: { id } }),
      transformResponse: (response: EndpointOutput<C['get']>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Menu', id }],
    }),
    createMenu: build.mutation<MenuRecord, MenuInput>({
      query: (body) => hostCall('menus.create', { body }),
      transformResponse: (response: EndpointOutput<C['create']>) => response.data,
      invalidatesTags: [{ type: 'Menu', id: 'LIST' }, 'Navigation'],
    }),
    updateMenu: build.mutation<MenuRecord, { id: string; body: MenuInput }>({
      query: ({ id, body }) => hostCall('menus.update', { params: { id }, body }),
      transformResponse: (response: EndpointOutput<C['update']>) => response.data,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Menu', id }, { type: 'Menu', id: 'LIST' }, 'Navigation'],
    }),
    removeMenu: build.mutation<EndpointOutput<C['remove']>, string>({
      query: (id) => hostCall('menus.remove', { params: { id } }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Menu', id }, { type: 'Menu', id: 'LIST' }, 'Navigation'],
    }),
    /** The signed-in user's navigation; the argument (the user's id) keeps one cache entry per user. */
    getNavigation: build.query<NavigationItem[], string>({
      query: () => hostCall('menus.navigation', {}),
      transformResponse: (response: EndpointOutput<C['navigation']>) => response.data,
      providesTags: ['Navigation'],
    }),
  }),
});

export const {
  useGetMenusQuery,
  useGetMenuQuery,
  useCreateMenuMutation,
  useUpdateMenuMutation,
  useRemoveMenuMutation,
  useGetNavigationQuery,
} = apiWithMenus;
