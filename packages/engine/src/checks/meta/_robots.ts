/** Robots directives as check items, shared by the meta checks that report them. */
import { robotsTag, type RobotsGroup } from '../../gather/robots-directives.js';
import type { CheckItem } from '../types.js';

/** The tag or header as an item: meta tags with their line, headers noted as such (they have no line). */
export function robotsItem(group: RobotsGroup, note?: string): CheckItem {
  const value = robotsTag(group);
  if (group.source === 'header') {
    return { value, note: note ? `X-Robots-Tag header; ${note}` : 'X-Robots-Tag header' };
  }
  return note ? { value, line: group.line, note } : { value, line: group.line };
}
