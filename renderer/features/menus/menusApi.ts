import type { EndpointOutput } from '../../../shared/contract/index.js';
import type { menusContract } from '../../../shared/contract/menus/menus.contract.js';
import { menusResource, type NavigationItem } from '../../../shared/contract/menus/menus.schema.js';
import { api } from '../../app/api.js';
import { hostCall } from '../../app/baseQuery.js';
import { resourceApi, type ResourceRecord } from '../../kit/resourceApi.js';

export type MenuRecord = ResourceRecord<typeof menusResource>;

/** The menus' calls (spec 002 §7), from the kit; a menu change also changes the navigation. */
export const menusHooks = resourceApi('menus', menusResource, 'Menu', ['Navigation']);

const apiWithNavigation = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's navigation; the argument (the user's id) keeps one cache entry per user. */
    getNavigation: build.query<NavigationItem[], string>({
      query: () => hostCall('menus.navigation', {}),
      transformResponse: (response: EndpointOutput<typeof menusContract.navigation>) => response.data,
      providesTags: ['Navigation'],
    }),
  }),
});

export const { useGetNavigationQuery } = apiWithNavigation;
