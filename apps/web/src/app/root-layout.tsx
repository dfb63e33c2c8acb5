import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { useTheme } from './theme';

/** Wraps every route: the toast area (spec: auto-dismiss after about 4–5 s). */
export function RootLayout() {
  const { resolvedTheme } = useTheme();
  return (
    <>
      <Outlet />
      <Toaster theme={resolvedTheme} richColors closeButton duration={4500} position="top-right" />
    </>
  );
}
