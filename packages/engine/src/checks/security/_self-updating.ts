/**
 * Third-party scripts and stylesheets that change under the same URL by design (tag managers, analytics,
 * ad and consent loaders, payment and captcha SDKs, chat widgets). Their vendors do not publish stable
 * hashes, so an `integrity` attribute would break them on the next release: the sri check lists them
 * apart and does not count them. A host matches itself and its subdomains; a path, when given, is a prefix.
 */

export interface SelfUpdating {
  name: string;
  host: string;
  path?: string;
}

export const SELF_UPDATING: readonly SelfUpdating[] = [
  { name: 'Google Tag Manager / gtag.js', host: 'googletagmanager.com' },
  { name: 'Google Analytics', host: 'google-analytics.com' },
  { name: 'Google Ads', host: 'googleadservices.com' },
  { name: 'Google AdSense', host: 'googlesyndication.com' },
  { name: 'Google Ad Manager', host: 'doubleclick.net' },
  { name: 'reCAPTCHA', host: 'google.com', path: '/recaptcha/' },
  { name: 'reCAPTCHA', host: 'gstatic.com', path: '/recaptcha/' },
  { name: 'reCAPTCHA', host: 'recaptcha.net' },
  { name: 'Google Maps JavaScript API', host: 'maps.googleapis.com' },
  { name: 'Google APIs loader', host: 'apis.google.com' },
  { name: 'Google Sign-In', host: 'accounts.google.com', path: '/gsi/' },
  { name: 'YouTube IFrame API', host: 'youtube.com', path: '/iframe_api' },
  { name: 'Meta Pixel / Facebook SDK', host: 'connect.facebook.net' },
  { name: 'Hotjar', host: 'hotjar.com' },
  { name: 'Microsoft Clarity', host: 'clarity.ms' },
  { name: 'Microsoft Advertising UET', host: 'bat.bing.com' },
  { name: 'Intercom', host: 'widget.intercom.io' },
  { name: 'Intercom', host: 'intercomcdn.com' },
  { name: 'Stripe.js', host: 'js.stripe.com' },
  { name: 'PayPal JS SDK', host: 'paypal.com', path: '/sdk/js' },
  { name: 'PayPal checkout', host: 'paypalobjects.com' },
  { name: 'Braintree', host: 'js.braintreegateway.com' },
  { name: 'Adyen', host: 'checkoutshopper-live.adyen.com' },
  { name: 'Cloudflare Turnstile', host: 'challenges.cloudflare.com' },
  { name: 'Cloudflare Web Analytics', host: 'static.cloudflareinsights.com' },
  { name: 'hCaptcha', host: 'hcaptcha.com' },
  { name: 'HubSpot', host: 'js.hs-scripts.com' },
  { name: 'HubSpot', host: 'js.hsforms.net' },
  { name: 'HubSpot', host: 'js.hs-analytics.net' },
  { name: 'HubSpot', host: 'js.hsadspixel.net' },
  { name: 'Segment', host: 'cdn.segment.com' },
  { name: 'LinkedIn Insight Tag', host: 'snap.licdn.com' },
  { name: 'TikTok Pixel', host: 'analytics.tiktok.com' },
  { name: 'X (Twitter) pixel', host: 'static.ads-twitter.com' },
  { name: 'X (Twitter) widgets', host: 'platform.twitter.com' },
  { name: 'Pinterest tag', host: 's.pinimg.com', path: '/ct/' },
  { name: 'Snap Pixel', host: 'sc-static.net' },
  { name: 'Matomo Cloud', host: 'matomo.cloud' },
  { name: 'Plausible', host: 'plausible.io' },
  { name: 'Mixpanel', host: 'cdn.mxpnl.com' },
  { name: 'Amplitude', host: 'cdn.amplitude.com' },
  { name: 'Heap', host: 'cdn.heapanalytics.com' },
  { name: 'FullStory', host: 'edge.fullstory.com' },
  { name: 'Mouseflow', host: 'cdn.mouseflow.com' },
  { name: 'Crazy Egg', host: 'script.crazyegg.com' },
  { name: 'Optimizely', host: 'cdn.optimizely.com' },
  { name: 'VWO', host: 'dev.visualwebsiteoptimizer.com' },
  { name: 'OneTrust', host: 'cdn.cookielaw.org' },
  { name: 'Cookiebot', host: 'consent.cookiebot.com' },
  { name: 'Usercentrics', host: 'app.usercentrics.eu' },
  { name: 'Didomi', host: 'sdk.privacy-center.org' },
  { name: 'Drift', host: 'js.driftt.com' },
  { name: 'Crisp', host: 'client.crisp.chat' },
  { name: 'Tawk.to', host: 'embed.tawk.to' },
  { name: 'Zendesk widget', host: 'static.zdassets.com' },
  { name: 'LiveChat', host: 'cdn.livechatinc.com' },
  { name: 'Tidio', host: 'code.tidio.co' },
  { name: 'Klaviyo', host: 'static.klaviyo.com' },
  { name: 'Mailchimp', host: 'chimpstatic.com' },
  { name: 'Trustpilot', host: 'widget.trustpilot.com' },
  { name: 'Shopify', host: 'cdn.shopify.com', path: '/shopifycloud/' },
  { name: 'Sentry loader', host: 'js.sentry-cdn.com' },
  { name: 'New Relic', host: 'js-agent.newrelic.com' },
  { name: 'Datadog RUM', host: 'datadoghq-browser-agent.com' },
  { name: 'Polyfill service', host: 'cdnjs.cloudflare.com', path: '/polyfill/' },
];

/** The self-updating service a URL belongs to, or null. */
export function selfUpdating(url: URL): SelfUpdating | null {
  const host = url.hostname.toLowerCase();
  return (
    SELF_UPDATING.find(
      (s) =>
        (host === s.host || host.endsWith(`.${s.host}`)) &&
        (s.path === undefined || url.pathname.startsWith(s.path)),
    ) ?? null
  );
}
