/** The Rankscope mark: a magnifier over rising bars. Decorative: the product name beside it is the text. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="8" fill="#1d4ed8" />
      <rect x="7" y="17" width="3.5" height="7" rx="1" fill="#bfdbfe" />
      <rect x="12.5" y="13" width="3.5" height="11" rx="1" fill="#dbeafe" />
      <circle cx="20" cy="13" r="5" fill="none" stroke="#fff" strokeWidth="2.5" />
      <path d="M23.6 16.6 26 19" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
