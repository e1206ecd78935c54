/**
 * Known embed providers for the iframes check: services whose iframes are the normal way to include their
 * content (players, maps, forms, social posts, code demos) or technical widgets (captcha, payment, ads,
 * comments). Their content is theirs, not this page's, and is expected to be framed.
 */

interface Provider {
  name: string;
  /** Hosts, matched exactly or as a parent domain (youtube.com matches www.youtube.com). */
  hosts: readonly string[];
  /** When set, only these paths on those hosts (Google serves maps, forms and reCAPTCHA from www.google.com). */
  path?: RegExp;
}

const PROVIDERS: readonly Provider[] = [
  { name: 'YouTube', hosts: ['youtube.com', 'youtube-nocookie.com', 'youtu.be'] },
  { name: 'Vimeo', hosts: ['vimeo.com'] },
  { name: 'Dailymotion', hosts: ['dailymotion.com', 'dai.ly'] },
  { name: 'Wistia', hosts: ['wistia.com', 'wistia.net'] },
  { name: 'Loom', hosts: ['loom.com'] },
  { name: 'TikTok', hosts: ['tiktok.com'] },
  { name: 'Twitch', hosts: ['twitch.tv'] },
  { name: 'Brightcove', hosts: ['brightcove.net'] },
  { name: 'JW Player', hosts: ['jwplayer.com', 'jwplatform.com'] },
  { name: 'Vidyard', hosts: ['vidyard.com'] },
  { name: 'TED', hosts: ['ted.com'] },
  { name: 'Spotify', hosts: ['spotify.com'] },
  { name: 'SoundCloud', hosts: ['soundcloud.com'] },
  { name: 'Apple Music', hosts: ['embed.music.apple.com', 'embed.podcasts.apple.com'] },
  { name: 'Bandcamp', hosts: ['bandcamp.com'] },
  { name: 'Mixcloud', hosts: ['mixcloud.com'] },
  { name: 'Google Maps', hosts: ['maps.google.com'] },
  { name: 'Google Maps', hosts: ['google.com'], path: /^\/maps\b/ },
  { name: 'Google reCAPTCHA', hosts: ['google.com', 'recaptcha.net'], path: /^\/recaptcha\b/ },
  { name: 'Google Docs', hosts: ['docs.google.com', 'drive.google.com', 'calendar.google.com', 'forms.gle'] },
  { name: 'Google Ads', hosts: ['doubleclick.net', 'googlesyndication.com'] },
  { name: 'OpenStreetMap', hosts: ['openstreetmap.org'] },
  { name: 'Mapbox', hosts: ['mapbox.com'] },
  { name: 'Bing Maps', hosts: ['bing.com'], path: /^\/maps\b/ },
  { name: 'X (Twitter)', hosts: ['twitter.com', 'x.com'] },
  { name: 'Instagram', hosts: ['instagram.com'] },
  { name: 'Facebook', hosts: ['facebook.com'] },
  { name: 'LinkedIn', hosts: ['linkedin.com'] },
  { name: 'Pinterest', hosts: ['pinterest.com'] },
  { name: 'Reddit', hosts: ['reddit.com', 'redditmedia.com'] },
  { name: 'CodePen', hosts: ['codepen.io'] },
  { name: 'JSFiddle', hosts: ['jsfiddle.net'] },
  { name: 'CodeSandbox', hosts: ['codesandbox.io'] },
  { name: 'StackBlitz', hosts: ['stackblitz.com'] },
  { name: 'Calendly', hosts: ['calendly.com'] },
  { name: 'Typeform', hosts: ['typeform.com'] },
  { name: 'Jotform', hosts: ['jotform.com'] },
  { name: 'HubSpot', hosts: ['hsforms.com', 'hubspot.com'] },
  { name: 'Microsoft Forms', hosts: ['forms.office.com'] },
  { name: 'SurveyMonkey', hosts: ['surveymonkey.com'] },
  { name: 'Tally', hosts: ['tally.so'] },
  { name: 'Airtable', hosts: ['airtable.com'] },
  { name: 'Figma', hosts: ['figma.com'] },
  { name: 'Canva', hosts: ['canva.com'] },
  { name: 'SlideShare', hosts: ['slideshare.net'] },
  { name: 'Issuu', hosts: ['issuu.com'] },
  { name: 'Datawrapper', hosts: ['datawrapper.de', 'dwcdn.net'] },
  { name: 'Flourish', hosts: ['flourish.studio', 'flo.uri.sh'] },
  { name: 'Tableau', hosts: ['public.tableau.com'] },
  { name: 'Giphy', hosts: ['giphy.com'] },
  { name: 'Disqus', hosts: ['disqus.com'] },
  { name: 'hCaptcha', hosts: ['hcaptcha.com'] },
  { name: 'Cloudflare Turnstile', hosts: ['challenges.cloudflare.com'] },
  { name: 'Stripe', hosts: ['stripe.com', 'stripe.network'] },
  { name: 'PayPal', hosts: ['paypal.com'] },
];

const underHost = (host: string, parent: string): boolean => host === parent || host.endsWith(`.${parent}`);

/** Google serves the same products from country domains (www.google.de/maps, maps.google.co.uk). */
const GOOGLE_COUNTRY = /^((?:[a-z]+\.)?)google\.(?:[a-z]{2,3}|com?\.[a-z]{2})$/;

/** The known provider an iframe URL belongs to, or null. */
export function embedProvider(url: URL): string | null {
  const host = url.hostname.toLowerCase().replace(GOOGLE_COUNTRY, '$1google.com');
  const provider = PROVIDERS.find(
    (p) => p.hosts.some((h) => underHost(host, h)) && (p.path === undefined || p.path.test(url.pathname)),
  );
  return provider?.name ?? null;
}
