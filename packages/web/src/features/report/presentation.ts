/** How scores, statuses and categories look: thresholds, colours and icons in one place. */
import type { ReportCheck } from '@rankscope/engine/report';
import {
  CircleCheck,
  CircleMinus,
  CircleX,
  FileText,
  Gauge,
  Globe,
  Network,
  OctagonAlert,
  Server,
  ShieldCheck,
  Tags,
  TriangleAlert,
  type LucideIcon,
} from 'lucide-react';

export type Band = 'very-good' | 'good' | 'needs-improvement';

/** product.md §5: 80+ Very Good, 60–79 Good, below 60 Needs Improvement. */
export function bandOf(score: number): Band {
  return score >= 80 ? 'very-good' : score >= 60 ? 'good' : 'needs-improvement';
}

/** Text (≥ 4.5:1 on white), ring stroke and soft background per band. */
export const BAND_STYLE: Record<Band, { text: string; stroke: string; bg: string }> = {
  'very-good': { text: 'text-green-700', stroke: 'stroke-green-600', bg: 'bg-green-50' },
  good: { text: 'text-yellow-700', stroke: 'stroke-yellow-500', bg: 'bg-yellow-50' },
  'needs-improvement': { text: 'text-red-700', stroke: 'stroke-red-600', bg: 'bg-red-50' },
};

/** Lab scores use Lighthouse's own thresholds (90 / 50), which people know from PageSpeed. */
export function labScoreClass(score: number): string {
  return score >= 90 ? 'text-green-700' : score >= 50 ? 'text-yellow-700' : 'text-red-700';
}

export type Status = ReportCheck['status'];

/** Failed first: what to fix comes before what is fine. */
export const STATUS_ORDER: Status[] = ['critical', 'recommended', 'error', 'good', 'na'];

export const STATUS_STYLE: Record<Status, { icon: LucideIcon; className: string }> = {
  good: { icon: CircleCheck, className: 'bg-green-50 text-green-800 ring-green-200' },
  critical: { icon: CircleX, className: 'bg-red-50 text-red-800 ring-red-200' },
  recommended: { icon: TriangleAlert, className: 'bg-yellow-50 text-yellow-800 ring-yellow-200' },
  error: { icon: OctagonAlert, className: 'bg-slate-100 text-slate-700 ring-slate-300' },
  na: { icon: CircleMinus, className: 'bg-slate-100 text-slate-700 ring-slate-300' },
};

export type Category = ReportCheck['category'];

/** product.md §6: the seven report sections, in this order, each with its own icon. */
export const CATEGORY_ORDER: Category[] = [
  'meta',
  'quality',
  'structure',
  'server',
  'external',
  'performance',
  'security',
];

export const CATEGORY_ICON: Record<Category, LucideIcon> = {
  meta: Tags,
  quality: FileText,
  structure: Network,
  server: Server,
  external: Globe,
  performance: Gauge,
  security: ShieldCheck,
};

export const isFailed = (status: Status) => status === 'critical' || status === 'recommended';

/** The white card every report section sits in. */
export const CARD = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';
export const H2 = 'text-lg font-semibold text-slate-900';

/** A link only for http(s) addresses: a report may come from a share link and carry anything. */
export function safeHref(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}
