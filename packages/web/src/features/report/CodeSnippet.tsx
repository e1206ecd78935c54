/** A ready-to-paste snippet: the code as text in a scrollable block, with a copy button (copying the code as is). */
import { Check, Copy } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The code as text, each placeholder (text the user must replace) in a <mark> that says so. */
function Marked({ code, marks }: { code: string; marks: readonly string[] }) {
  const { t } = useTranslation('report');
  if (marks.length === 0) return <>{code}</>;
  const parts: (string | { mark: string })[] = [];
  let rest = code;
  for (;;) {
    const hits = marks
      .map((m) => ({ m, at: rest.indexOf(m) }))
      .filter((h) => h.m && h.at >= 0)
      .sort((a, b) => a.at - b.at);
    const hit = hits[0];
    if (!hit) break;
    parts.push(rest.slice(0, hit.at), { mark: hit.m });
    rest = rest.slice(hit.at + hit.m.length);
  }
  parts.push(rest);
  return (
    <>
      {parts.map((p, i) =>
        typeof p === 'string' ? (
          p
        ) : (
          <mark
            key={i}
            title={t('fixSpelling.placeholder')}
            className="rounded bg-amber-300 px-0.5 text-slate-900"
          >
            {p.mark}
          </mark>
        ),
      )}
    </>
  );
}

export function CodeSnippet({
  code,
  label,
  marks = [],
}: {
  code: string;
  label: string;
  /** Placeholders in the code the user must replace: shown marked. */
  marks?: readonly string[] | undefined;
}) {
  const { t } = useTranslation('report');
  const block = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      // No clipboard permission: select the code so the visitor can copy it by hand.
      const range = document.createRange();
      if (block.current) range.selectNodeContents(block.current);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      setCopied(false);
    }
  };
  return (
    <div className="relative">
      <pre
        ref={block}
        aria-label={label}
        className="max-h-80 overflow-auto rounded-lg bg-slate-900 p-3 pr-24 text-xs leading-relaxed text-slate-100"
      >
        <code>
          <Marked code={code} marks={marks} />
        </code>
      </pre>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={t('suggestions.copyLabel', { label })}
        className="absolute top-2 right-2 inline-flex items-center gap-1 rounded-md bg-white/10 px-2 py-1 text-xs font-medium text-white ring-1 ring-white/30 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {copied ? (
          <Check aria-hidden="true" className="size-3.5" />
        ) : (
          <Copy aria-hidden="true" className="size-3.5" />
        )}
        {copied ? t('suggestions.copied') : t('suggestions.copy')}
      </button>
      <p aria-live="polite" className="sr-only">
        {copied === true ? t('suggestions.copiedLive') : copied === false ? t('suggestions.copyFailed') : ''}
      </p>
    </div>
  );
}
