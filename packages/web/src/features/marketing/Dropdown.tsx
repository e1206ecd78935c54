/**
 * A menu button (WAI-ARIA menu pattern): click toggles, ArrowDown/Enter open it with focus on the first
 * item, arrows move between items, Escape closes and returns focus to the button, an outside click or
 * focus leaving closes it. With `hover`, a mouse opens it on enter and it closes 500 ms after the pointer
 * leaves (spec.md §2), unless the pointer comes back first.
 */
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';

export const HOVER_CLOSE_MS = 500;

export interface MenuItem {
  key: string;
  label: string;
  to?: string;
  onSelect?: () => void;
  /** Renders a radio item (the language picker) with this checked state. */
  checked?: boolean;
  badge?: string;
}

interface DropdownProps {
  /** Visible content of the button. */
  label: ReactNode;
  items: MenuItem[];
  hover?: boolean;
  align?: 'left' | 'right';
  buttonClassName?: string;
}

const ITEM = 'a[role^="menuitem"],button[role^="menuitem"]';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>(ITEM) ?? [])];
}

/** Focuses the item at `index` (negative counts from the end; wraps around). */
function focusItem(menu: HTMLElement | null, index: number): void {
  const els = menuItems(menu);
  els.at(index % els.length)?.focus();
}

export function Dropdown({
  label,
  items,
  hover = false,
  align = 'left',
  buttonClassName = '',
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedByHover = useRef(false);
  const focusFirst = useRef(false);
  const menuId = useId();

  const cancelTimer = () => clearTimeout(timer.current);
  const close = () => {
    cancelTimer();
    setOpen(false);
  };

  useEffect(() => {
    const t = timer;
    return () => clearTimeout(t.current);
  }, []);

  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) {
      focusFirst.current = false;
      focusItem(menuRef.current, 0);
    }
    const onPointerDown = (e: PointerEvent) => {
      if (rootRef.current?.contains(e.target as Node)) return;
      clearTimeout(timer.current);
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openWithFocus = () => {
    focusFirst.current = true;
    openedByHover.current = false;
    if (open) focusItem(menuRef.current, 0);
    else setOpen(true);
  };

  const onButtonKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      openWithFocus();
    }
  };

  const onMenuKeyDown = (e: KeyboardEvent) => {
    const i = menuItems(menuRef.current).indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: i + 1, ArrowUp: i - 1, Home: 0, End: -1 };
    const next = moves[e.key];
    if (next !== undefined) {
      e.preventDefault();
      focusItem(menuRef.current, next);
    }
  };

  const select = (item: MenuItem) => {
    close();
    // The item is about to disappear: the menu button is what a dialog it opens returns focus to.
    buttonRef.current?.focus();
    item.onSelect?.();
  };

  const itemClass =
    'flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50';

  return (
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={(e) => {
        if (!hover || e.pointerType !== 'mouse') return;
        cancelTimer();
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(e) => {
        if (!hover || e.pointerType !== 'mouse' || !open) return;
        cancelTimer();
        timer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_MS);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          close();
          buttonRef.current?.focus();
        }
      }}
      onBlur={(e) => {
        const next = e.relatedTarget as Node | null;
        if (open && next && !rootRef.current?.contains(next)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onKeyDown={onButtonKeyDown}
        onClick={(e) => {
          // A keyboard "click" (Enter/Space: detail 0) moves focus into the menu, as the pattern expects.
          if (e.detail === 0 && !open) return openWithFocus();
          // A click on a menu the pointer just opened keeps it open instead of toggling it shut.
          if (open && openedByHover.current) {
            openedByHover.current = false;
            return;
          }
          openedByHover.current = false;
          setOpen(!open);
        }}
        className={`inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 ${buttonClassName}`}
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        role="menu"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        className={`absolute top-full z-50 mt-1 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg ${
          align === 'right' ? 'right-0' : 'left-0'
        }`}
      >
        {items.map((item) => {
          const role = item.checked === undefined ? 'menuitem' : 'menuitemradio';
          const body = (
            <>
              <span>{item.label}</span>{' '}
              {item.badge && (
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
                  {item.badge}
                </span>
              )}
            </>
          );
          return (
            <li key={item.key} role="none">
              {item.to ? (
                <Link role={role} to={item.to} tabIndex={-1} onClick={close} className={itemClass}>
                  {body}
                </Link>
              ) : (
                <button
                  type="button"
                  role={role}
                  aria-checked={item.checked}
                  tabIndex={-1}
                  onClick={() => select(item)}
                  className={`${itemClass} ${item.checked ? 'font-semibold text-brand-700' : ''}`}
                >
                  {body}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
