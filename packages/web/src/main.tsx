/** Browser entry: the stored language first (spec.md §3 `lang`), then hydrate the prerendered page. */
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { preloadRoute } from './app/preload';
import { createI18n, toCode } from './i18n';
import { readLang } from './lib/storage';
import './styles.css';

const lang = readLang() ?? 'EN';
const [i18n] = await Promise.all([createI18n(toCode(lang)), preloadRoute(window.location.pathname)]);
const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
const app = (
  <StrictMode>
    <BrowserRouter>
      <App
        i18n={i18n}
        queryClient={new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } })}
      />
    </BrowserRouter>
  </StrictMode>
);
// The prerendered HTML is English; in another language, render afresh instead of hydrating.
if (root.firstElementChild && lang === 'EN') hydrateRoot(root, app);
else createRoot(root).render(app);
