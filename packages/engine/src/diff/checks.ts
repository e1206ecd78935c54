/** The checks of two audits, side by side: new, fixed, worse, better, still failing, changed values. */
import type { ReportCheck } from '../report/index.js';
import { currentId, ID_RENAMES, type IdRenames } from './catalogue-map.js';
import { LAB_CHECK_FIGURE } from './lab.js';
import type { CheckChange, CheckChanges, LabChange } from './types.js';

const failing = (s: ReportCheck['status'] | null): boolean => s === 'critical' || s === 'recommended';

/** Values that move between two runs of an unchanged page: their changes are not reported as changes. */
const VOLATILE_VALUES = new Set(['ttfb']);

/** A numeric value changed enough to mention: by 10 % or more of the older value (and by at least 1). */
function valueChanged(a: ReportCheck['value'], b: ReportCheck['value']): boolean {
  if (a === undefined || b === undefined || a === b) return false;
  if (typeof a === 'number' && typeof b === 'number') {
    return Math.abs(b - a) >= 1 && Math.abs(b - a) >= 0.1 * Math.abs(a);
  }
  return true;
}

/**
 * Title, category and severity from the newer report (its language, its catalogue); the message and the
 * points at stake from the report where the check fails (the older one for a fix: what was wrong).
 */
function change(old: ReportCheck, now: ReportCheck): CheckChange {
  const failed = failing(now.status) || !failing(old.status) ? now : old;
  return {
    id: now.id,
    ...(old.id !== now.id ? { oldId: old.id } : {}),
    title: now.title,
    category: now.category,
    severity: now.severity,
    oldStatus: old.status,
    newStatus: now.status,
    ...(old.value !== undefined ? { oldValue: old.value } : {}),
    ...(now.value !== undefined ? { newValue: now.value } : {}),
    message: failed.message,
    gain: failed.gain,
  };
}

export interface ChecksDiff {
  changes: CheckChanges;
  /** Ids of the older report the current catalogue no longer has. */
  removed: string[];
  /** Ids of the newer report the older one does not have (checks added to the catalogue since). */
  added: string[];
}

/**
 * Compares the checks by id (older ids mapped through the catalogue's renames). A lab check whose status
 * moved while its figure stayed within the noise band is set apart as within noise, not new or fixed.
 */
export function diffChecks(
  oldChecks: readonly ReportCheck[],
  newChecks: readonly ReportCheck[],
  lab: readonly LabChange[],
  renames: IdRenames = ID_RENAMES,
): ChecksDiff {
  const before = new Map(oldChecks.map((c) => [currentId(c.id, renames), c]));
  const changes: CheckChanges = {
    new: [],
    fixed: [],
    worse: [],
    better: [],
    stillFailing: [],
    noLongerJudged: [],
    changedValue: [],
    withinNoise: [],
  };
  const added: string[] = [];
  const inNoise = (id: string): boolean => {
    // The other lab checks (opportunities, diagnostics) are judged on simulated savings that wobble with
    // the run; while the mobile run's score stays within its band, their flips are noise too.
    const figure = LAB_CHECK_FIGURE[id] ?? { device: 'mobile', metric: 'score' };
    const c = lab.find((l) => l.device === figure.device && l.metric === figure.metric);
    return c !== undefined && c.verdict === 'same';
  };
  for (const now of newChecks) {
    const old = before.get(now.id);
    before.delete(now.id);
    if (!old) {
      added.push(now.id);
      continue;
    }
    const a = old.status;
    const b = now.status;
    const c = change(old, now);
    if (a !== b && now.scope === 'lab' && (failing(a) || failing(b)) && inNoise(now.id)) {
      changes.withinNoise.push(c);
    } else if (!failing(a) && failing(b)) changes.new.push(c);
    else if (failing(a) && b === 'good') changes.fixed.push(c);
    else if (failing(a) && !failing(b)) changes.noLongerJudged.push(c);
    else if (a === 'recommended' && b === 'critical') changes.worse.push(c);
    else if (a === 'critical' && b === 'recommended') changes.better.push(c);
    else if (failing(a)) changes.stillFailing.push(c);
    if (
      a === b &&
      now.scope !== 'lab' &&
      !VOLATILE_VALUES.has(now.id) &&
      valueChanged(old.value, now.value)
    ) {
      changes.changedValue.push(c);
    }
  }
  // Largest effects first: critical before recommended, then by the points at stake.
  const order = (x: CheckChange, y: CheckChange): number =>
    Number(y.newStatus === 'critical') - Number(x.newStatus === 'critical') || y.gain - x.gain;
  for (const list of Object.values(changes)) list.sort(order);
  changes.fixed.sort(
    (x, y) => Number(y.oldStatus === 'critical') - Number(x.oldStatus === 'critical') || y.gain - x.gain,
  );
  return { changes, removed: [...before.keys()], added };
}
