import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '@/lib/query-client';
import '@/workspace.css';

/**
 * Layout route around everything outside the public site — the dashboards and the vendor's job
 * page (app/router.tsx loads it lazily). It brings what only those pages need, so the public
 * pages never download it: TanStack Query and workspace.css, the stylesheet with the utilities of
 * the whole app (index.css has only the public site's).
 */
export default function WorkspaceLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
