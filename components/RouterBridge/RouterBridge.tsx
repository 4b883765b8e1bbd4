import { type ReactNode, useCallback } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router';

/** A scheme (`https:`, `tel:`, `mailto:` …), a protocol-relative URL or an in-page hash. */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//') || href.startsWith('#');
}

/** React Router's href for in-app paths; every other href is left exactly as written. */
function useRouterHref(href: string): string {
  const routed = useHref(href);
  return isExternalHref(href) ? href : routed;
}

/**
 * Lets every react-aria link and button-link of the kit navigate through React Router
 * (client-side transitions, base path) while `tel:`, `mailto:` and other sites' URLs stay
 * plain links. Mount once inside the router: the storefront's root and Storybook both do.
 * Its value stays the same object across renders: a change would reach every link of
 * every section still waiting to hydrate, and React would drop their server HTML.
 */
export function RouterBridge({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const open = useCallback((to: string) => navigate(to), [navigate]);
  return (
    <RouterProvider navigate={open} useHref={useRouterHref}>
      {children}
    </RouterProvider>
  );
}
