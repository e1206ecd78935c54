/** The landing page (eager: it is the first screen most visitors see). */
import type { ReactNode } from 'react';
import { usePageHead } from '@/lib/head';
import { AdsLoader } from './AdsLoader';
import { CtaBand } from './home/CtaBand';
import { Hero } from './home/Hero';
import { HomeSections } from './home/HomeSections';

export function HomePage({ auditForm, signedIn }: { auditForm: ReactNode; signedIn: boolean }) {
  usePageHead('home');
  return (
    <>
      <Hero auditForm={auditForm} />
      <HomeSections />
      <CtaBand signedIn={signedIn} />
      <AdsLoader />
    </>
  );
}
