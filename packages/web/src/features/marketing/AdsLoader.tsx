/**
 * Loads the AdSense script 1 s after arrival on a marketing page (spec.md §2, product.md §14), only when
 * the server has an ADSENSE_CLIENT, and at most once per document. Only the four indexed pages render it,
 * so no other screen ever loads ads.
 */
import { useEffect } from 'react';
import { useConfig } from '@/lib/server-state';

export const ADS_DELAY_MS = 1000;
const ADS_SRC = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';

export function AdsLoader() {
  const client = useConfig().data?.adsenseClient;
  useEffect(() => {
    if (!client) return;
    const timer = setTimeout(() => {
      if (document.querySelector('script[data-rankscope-ads]')) return;
      const script = document.createElement('script');
      script.async = true;
      script.src = `${ADS_SRC}?client=${encodeURIComponent(client)}`;
      script.crossOrigin = 'anonymous';
      script.dataset.rankscopeAds = '';
      document.head.appendChild(script);
    }, ADS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [client]);
  return null;
}
