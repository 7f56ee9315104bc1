import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { AppRoutes } from './app-routes';
import { ToasterSlot } from './components/toaster-slot';

/** The whole app inside a router (browser or static): the same tree on both sides of hydration. */
export function AppShell({ queryClient, router }: { queryClient: QueryClient; router: (routes: ReactNode) => ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {router(<AppRoutes />)}
        <ToasterSlot />
      </QueryClientProvider>
    </StrictMode>
  );
}
