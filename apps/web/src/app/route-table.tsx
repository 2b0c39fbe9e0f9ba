import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { createRoutesFromChildren, matchRoutes, type RouteObject, useRoutes } from 'react-router-dom';

/**
 * The registry of what the portal has is its route table (routes.tsx): a module exists once its routes
 * are there, and everything that leads somewhere (the sidebar, breadcrumbs, the integrations index, the
 * account switcher, 'Start a free trial') asks `useHasPage()` before it offers a link. So a module that
 * is not built is not offered at all, and a module that lands only adds its routes. See docs/WEB.md.
 */

/**
 * Marks a route that answers a path without a page of its own: a guard of an area whose pages are not
 * built yet (superadmins get not-found, everyone else 'Access Denied'), or a redirect standing in for a
 * flow that is not built. Nothing links to such a path.
 */
export const NO_PAGE = Object.freeze({ page: false as const });

const RouteTableContext = createContext<RouteObject[]>([]);

/** Renders like react-router's <Routes> and publishes the route table to `useHasPage`. */
export const RouteTable = ({ children }: { children: ReactNode }) => {
  const routes = useMemo(() => createRoutesFromChildren(children), [children]);
  const element = useRoutes(routes);
  return <RouteTableContext.Provider value={routes}>{element}</RouteTableContext.Provider>;
};

/**
 * Whether `to` (an absolute path, query and hash ignored) opens a page of `routes`: some route other
 * than a catch-all (`*`, the not-found page) or a NO_PAGE route matches it.
 */
export const hasPage = (routes: RouteObject[], to: string): boolean => {
  const pathname = to.split(/[?#]/, 1)[0];
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
  return leaf !== undefined && leaf.path !== '*' && leaf.handle !== NO_PAGE;
};

/** `hasPage` over the app's route table; outside the table nothing has a page. */
export const useHasPage = (): ((to: string) => boolean) => {
  const routes = useContext(RouteTableContext);
  return useCallback((to: string) => hasPage(routes, to), [routes]);
};
