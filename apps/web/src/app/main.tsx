import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadLocale, locale, registerMessages } from './lib/i18n';
import { queryClient } from './lib/trpc';
import { catalogue } from './messages';
import { router } from './router';
import './console.css';

const root = document.getElementById('root');
if (!root) throw new Error('The console page has no #root element');

registerMessages(catalogue);
// The first screen speaks the user's language from its first paint: German words load before it renders.
await loadLocale(locale.current);
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
