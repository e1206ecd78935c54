import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test-support/render';
import { ADS_DELAY_MS, AdsLoader } from './AdsLoader';
import { stubApi } from '../../test-support/marketing-render';

const adsScripts = () => document.querySelectorAll('script[src*="pagead2.googlesyndication.com"]');

/** Renders with fake timers and lets the config request settle (react-query notifies on a timer). */
async function renderLoader() {
  const result = await renderWithApp(<AdsLoader />);
  vi.useFakeTimers();
  await act(() => vi.advanceTimersByTimeAsync(5));
  return result;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.querySelectorAll('script[data-rankscope-ads]').forEach((s) => s.remove());
});

describe('AdsLoader', () => {
  it('injects the AdSense script 1 s after arrival when a client is configured, once per document', async () => {
    const fetch = stubApi({ adsenseClient: 'ca-pub-123&x' });
    const first = await renderLoader();
    expect(fetch).toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(ADS_DELAY_MS - 100));
    expect(adsScripts()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    const scripts = adsScripts();
    expect(scripts).toHaveLength(1);
    const script = scripts[0] as HTMLScriptElement;
    expect(script.src).toBe(
      'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-123%26x',
    );
    expect(script.async).toBe(true);
    expect(script.getAttribute('crossorigin')).toBe('anonymous');

    // Another arrival (a second page) in the same document does not add a second script.
    first.unmount();
    vi.useRealTimers();
    await renderLoader();
    await act(() => vi.advanceTimersByTimeAsync(ADS_DELAY_MS * 2));
    expect(adsScripts()).toHaveLength(1);
  });

  it('loads nothing when no client is configured', async () => {
    stubApi({ adsenseClient: '' });
    await renderLoader();
    await act(() => vi.advanceTimersByTimeAsync(ADS_DELAY_MS * 3));
    expect(adsScripts()).toHaveLength(0);
  });

  it('loads nothing when the page is left within the first second', async () => {
    stubApi({ adsenseClient: 'ca-pub-123' });
    const { unmount } = await renderLoader();
    await act(() => vi.advanceTimersByTimeAsync(ADS_DELAY_MS / 2));
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(ADS_DELAY_MS * 2));
    expect(adsScripts()).toHaveLength(0);
  });
});
