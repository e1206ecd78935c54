/** Renders a component with the app's providers (real i18n in the given language, a fresh query client). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createI18n, type Code } from '@/i18n';
import { DialogsProvider } from '@/lib/dialogs';

export async function renderWithApp(
  ui: ReactNode,
  { lang = 'en', route = '/' }: { lang?: Code; route?: string } = {},
): Promise<RenderResult> {
  const i18n = await createI18n(lang);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          <DialogsProvider>{ui}</DialogsProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
