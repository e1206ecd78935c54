import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Fix } from '@rankscope/engine/report';
import { renderWithApp } from '@/test-support/render';
import { SuggestionFix } from './SuggestionFix';

const UPSTREAM = 'http://YOUR_APP_HOST:PORT';
const PROXY = `location ~* \\.(?:css|js)$ {\n\tproxy_pass ${UPSTREAM};\n\texpires 7d;\n}`;

/** The static-cache and compression fixes as the engine writes them for an nginx site (shapes of server-config.ts). */
const staticCache: Fix = {
  kind: 'server-config',
  language: 'nginx',
  snippet: 'location ~* \\.(?:css|js)$ {\n\texpires 7d;\n}',
  context: 'server',
  variant: 'primary',
  where: 'in the nginx configuration of www.example.com',
  alternatives: [
    {
      language: 'nginx',
      variant: 'reverse-proxy',
      context: 'server',
      placeholders: [UPSTREAM],
      snippet: PROXY,
    },
    {
      language: 'apache',
      context: 'virtualhost',
      modules: ['headers (a2enmod headers)'],
      snippet:
        '<LocationMatch "\\.(?:css|js)$">\n\tHeader set Cache-Control "public, max-age=604800"\n</LocationMatch>',
    },
    { language: 'caddy', context: 'site', snippet: 'header Cache-Control "public, max-age=604800"' },
  ],
};

describe('SuggestionFix: server snippets as they load', () => {
  it('names every variant, says where each goes and which module to enable', async () => {
    await renderWithApp(<SuggestionFix fix={staticCache} />);
    const tabs = screen.getByRole('tablist', { name: 'Server software' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['nginx · stock server', 'nginx · reverse proxy', 'Apache', 'Caddy']);
    const panel = () => screen.getByRole('tabpanel');
    expect(within(panel()).getByText('Goes in: the site’s server { } block')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(tabs).getByRole('tab', { name: 'Apache' }));
    expect(within(panel()).getByText('Goes in: the site’s <VirtualHost> block')).toBeTruthy();
    expect(within(panel()).getByText('Enable first: headers (a2enmod headers)')).toBeTruthy();
    await user.click(within(tabs).getByRole('tab', { name: 'Caddy' }));
    expect(within(panel()).getByText('Goes in: the site’s block in the Caddyfile')).toBeTruthy();
    expect(within(panel()).queryByText(/Enable first/)).toBeNull();
  });

  it('marks the placeholder to replace, in the code and in words; the copy is the code as is', async () => {
    await renderWithApp(<SuggestionFix fix={staticCache} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'nginx · reverse proxy' }));
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel).getByText(
        `Replace before use: ${UPSTREAM} (your own value; it will not work as written)`,
      ),
    ).toBeTruthy();
    const code = within(panel).getByLabelText('nginx · reverse proxy');
    expect(code.textContent).toBe(PROXY);
    const marks = [...code.querySelectorAll('mark')];
    expect(marks.map((m) => [m.textContent, m.getAttribute('title')])).toEqual([[UPSTREAM, 'to replace']]);
    await user.click(within(panel).getByRole('button', { name: 'Copy the nginx · reverse proxy snippet' }));
    expect(await navigator.clipboard.readText()).toBe(PROXY);
  });

  it('in Spanish and French', async () => {
    const { unmount } = await renderWithApp(<SuggestionFix fix={staticCache} />, { lang: 'es' });
    expect(screen.getByRole('tab', { name: 'nginx · proxy inverso' })).toBeTruthy();
    expect(screen.getByText('Va en: el bloque server { } del sitio')).toBeTruthy();
    unmount();
    await renderWithApp(<SuggestionFix fix={staticCache} />, { lang: 'fr' });
    expect(screen.getByRole('tab', { name: 'nginx · serveur standard' })).toBeTruthy();
    expect(screen.getByText('À placer dans : le bloc server { } du site')).toBeTruthy();
  });
});
