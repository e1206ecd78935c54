/** Robots directives as check items, shared by the meta checks that report them. */
import type { PageFacts } from '../../gather/page-facts.js';
import { genericMetaMatch, robotsTag, type RobotsGroup } from '../../gather/robots-directives.js';
import { pass, type CheckItem, type CheckOutcome, type fail, type warn } from '../types.js';

/** The tag or header as an item: meta tags with their line, headers noted as such (they have no line). */
export function robotsItem(group: RobotsGroup, note?: string): CheckItem {
  const value = robotsTag(group);
  if (group.source === 'header') {
    return { value, note: note ? `X-Robots-Tag header; ${note}` : 'X-Robots-Tag header' };
  }
  return note ? { value, line: group.line, note } : { value, line: group.line };
}

/**
 * The robots meta checks on one directive (noindex, nofollow): `absent` without a generic robots meta
 * tag, `pass` with their content when none carries the directive (or `none`), else `key` through
 * `outcome`, naming the first tag that does.
 */
export function metaDirectiveOutcome(
  page: Pick<PageFacts, 'metas'>,
  directive: 'noindex' | 'nofollow',
  outcome: typeof warn | typeof fail,
): CheckOutcome {
  const { generic, matching, directive: found } = genericMetaMatch(page, [directive, 'none']);
  if (generic.length === 0) return pass('absent');
  const first = matching[0];
  if (first === undefined || found === null) {
    return pass('pass', { content: generic.map((g) => g.raw.trim()).join('", "') });
  }
  const items = matching.map((g) => robotsItem(g));
  return outcome(
    directive,
    { directive: found, tag: robotsTag(first) },
    { items, value: found.toLowerCase() },
  );
}
