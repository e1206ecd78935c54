/** Building blocks shared by the marketing pages: sections, icon cards, numbered steps, button styles. */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export const BUTTON_PRIMARY =
  'inline-flex items-center justify-center gap-2 rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700';
export const BUTTON_SECONDARY =
  'inline-flex items-center justify-center gap-2 rounded-xl border border-brand-600 bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50';

/** A page's outer column. */
export function Page({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">{children}</div>;
}

/** The page header: the one h1 and its introduction. */
export function PageHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-600">{intro}</p>
    </div>
  );
}

/** A titled page section (h2), labelled by its heading. */
export function Section({
  id,
  title,
  intro,
  children,
  className = 'mt-16 sm:mt-20',
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-24 ${className}`}>
      <div className="mx-auto max-w-3xl text-center">
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-slate-900">
          {title}
        </h2>
        {intro && <p className="mt-3 text-lg text-slate-600">{intro}</p>}
      </div>
      <div className="mt-8">{children}</div>
    </section>
  );
}

/** A white card with an icon, an h3 title and a sentence. */
export function IconCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
      <div className="mt-2 leading-relaxed text-slate-600">{children}</div>
    </li>
  );
}

/** Numbered steps (an ordered list, each with an h3). */
export function Steps({ steps }: { steps: ReadonlyArray<{ key: string; title: string; text: string }> }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((s, i) => (
        <li key={s.key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="inline-flex size-9 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
          >
            {i + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{s.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-600">{s.text}</p>
        </li>
      ))}
    </ol>
  );
}
